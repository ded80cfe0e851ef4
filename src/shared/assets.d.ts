declare module '*.woff2' {
  const url: string;
  export default url;
}

/** CSS files are emitted as files; importing one gives its URL. */
declare module '*.css' {
  const url: string;
  export default url;
}
