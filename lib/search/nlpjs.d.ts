// The @nlpjs stemmer modules ship without types; only the call lib/search/stems.ts makes.
declare module '@nlpjs/lang-uk/src/stemmer-uk.js' {
  export default class StemmerUk {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min/src/stemmer-en.js' {
  export default class StemmerEn {
    stemWord(word: string): string;
  }
}
