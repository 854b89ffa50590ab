/**
 * maxrects-packer 2.7.4 says `"type": "module"` but its `main` is a UMD build, which Node then loads as an
 * ES module with no exports (pixijs/assetpack#150). nest.ts imports its ES build by path; these are its types.
 */
declare module 'maxrects-packer/dist/maxrects-packer.mjs' {
  export * from 'maxrects-packer';
}
