import { graphql, useStaticQuery } from "gatsby";

/** The site-wide company facts of data/site.json. */
export function useSiteData(): Queries.SiteDataQuery["siteJson"] & object {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteJson {
        companyName
        tagline
        description
        email
        phone
        phoneHref
        whatsapp
        videoId
        siteUrl
        copyrightYear
        logoAlt
        strategySite {
          label
          url
        }
        builder {
          label
          url
        }
        socials {
          network
          label
          url
        }
        logo {
          publicURL
        }
        placeholders
        identity {
          heading
          legalName
          cui
          tradeRegister
          registeredOffice
          labels {
            cui
            tradeRegister
            registeredOffice
          }
          exampleNote
        }
        consumerProtection {
          sal {
            url
            alt
            image {
              publicURL
            }
          }
          sol {
            url
            alt
            enabled
            image {
              publicURL
            }
          }
        }
      }
    }
  `);
  if (!data.siteJson) throw new Error("data/site.json is missing");
  return data.siteJson;
}
