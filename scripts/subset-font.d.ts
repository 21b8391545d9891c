// subset-font ships no types; only what scripts/subset-fonts.ts uses (see its README).
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    noHinting?: boolean;
    noLayoutClosure?: boolean;
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetFontOptions): Promise<Buffer>;
}
