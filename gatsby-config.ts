// Gatsby config API: plugins, site metadata (read from data/site.json) and GraphQL typegen.
import type { GatsbyConfig } from "gatsby";
import path from "path";
import site from "./data/site.json";
import { jsonTypeName } from "./gatsby/jsonTypeName";
import { DIRECTLY_IMPORTED } from "./gatsby/dataFiles";
import { sitemapRoutes, type SitemapRoute } from "./gatsby/sitemap";
import { DEFAULT_CONTACT_SERVER_URL, developProxy } from "./gatsby/developProxy";
import { adminMiddleware } from "./cms/adminMiddleware";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.companyName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // Routes are written without a trailing slash everywhere (one canonical form per page); the server serves both forms.
  trailingSlash: "never",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  // In `gatsby develop` the contact form posts to the project's own server (`npm run serve`).
  // and the content editor is served at /admin/ (its local backend is `npm run cms`); the editor
  // is never part of the build.
  developMiddleware: (app: {
    use: (middleware: ReturnType<typeof developProxy> | ReturnType<typeof adminMiddleware>) => void;
  }) => {
    app.use(developProxy(process.env.CONTACT_SERVER_URL || DEFAULT_CONTACT_SERVER_URL));
    app.use(adminMiddleware(process.env.CMS_PROXY_URL, process.env.CMS_DRAFTS === "1"));
  },
  plugins: [
    "gatsby-plugin-react-helmet",
    // gatsby-plugin-image's image data (gatsbyImageData, through gatsby-transformer-sharp) is used,
    // its GatsbyImage component is not (src/components/ui/Img.tsx says why), so its plugin, which
    // only adds that component's head styles and script to every page, stays off.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // No AVIF: for these flat illustrations WebP is smaller (18% less over a sample of 15 at
        // 600 px) and encodes about 20 times faster, which was most of the build's image time.
        // A dominant-colour placeholder is one CSS colour; a blurred one is a base64 image inlined
        // in the HTML (12 KB of the 29 KB brotli of /home-two).
        defaults: { formats: ["auto", "webp"], placeholder: "dominantColor", quality: 72 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: path.resolve(__dirname, "data"),
        ignore: DIRECTLY_IMPORTED.map((file) => `**/${file}`),
      },
    },
    { resolve: "gatsby-transformer-json", options: { typeName: jsonTypeName } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Only the routes the build made a page for (SITE_TEMPLATE_PAGES=off leaves some out).
        query: `{ allPagesJson { nodes { path canonical indexable } } allSitePage { distinct(field: { path: SELECT }) } }`,
        resolveSiteUrl: () => site.siteUrl,
        resolvePages: (data: {
          allPagesJson: { nodes: SitemapRoute[] };
          allSitePage: { distinct: string[] };
        }) => {
          const built = new Set(data.allSitePage.distinct);
          return sitemapRoutes(data.allPagesJson.nodes.filter((route) => built.has(route.path)));
        },
        serialize: ({ path: url }: { path: string }) => ({ url, changefreq: "monthly" }),
      },
    },
  ],
};

export default config;
