// CSS Modules export their class names as named exports (Gatsby 5 default).
declare module "*.module.css" {
  const classes: { readonly [key: string]: string };
  export = classes;
}
declare module "*.css";
