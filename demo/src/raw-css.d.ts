/** Vite's `?raw` import: a file's text (the gallery's host looks read stylesheets this way). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
