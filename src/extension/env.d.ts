// @crxjs/vite-plugin turns `import path from './x.iife.ts?script'` into the built file's path,
// ready for scripting.executeScript({ files: [path] }).
declare module '*?script' {
  const fileName: string;
  export default fileName;
}
