/** Served by the catalogue-languages build plugin: one catalogue's texts in one language. */
declare module 'virtual:catalogue/*' {
  const texts: Record<string, string>;
  export default texts;
}
