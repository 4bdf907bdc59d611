import { graphql, useStaticQuery } from "gatsby";

export type SiteData = NonNullable<Queries.SiteDataQuery["siteJson"]> & {
  /** The year of the build, which the copyright line states. */
  copyrightYear: number;
};

/** The site-wide company facts of data/site.json, and the year the site was built. */
export function useSiteData(): SiteData {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        buildTime(formatString: "YYYY")
      }
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
          intermediary {
            heading
            register
            registrationNumber
            capacity
            lenders
            remuneration
            labels {
              register
              registrationNumber
              capacity
              lenders
              remuneration
            }
          }
          processors {
            heading
            hosting
            mail
            calendar
            backup
            video
            labels {
              hosting
              mail
              calendar
              backup
              video
            }
          }
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
  return { ...data.siteJson, copyrightYear: Number(data.site?.buildTime) };
}
