// CSS Modules export their class names as named exports (Gatsby 5 default).
declare module "*.module.css" {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module "*.css";
// Font files imported from code resolve to their built URL (Gatsby's url-loader).
declare module "*.woff2" {
  const url: string;
  export default url;
}
