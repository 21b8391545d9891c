// Written by scripts/umalqura-table.ts from Intl (ICU 78.2, CLDR 48.0); do not edit by hand.

/** The first Hijri year of the table. */
export const UMALQURA_FIRST_YEAR = 1369;
/** The Riyadh day (days since 1970-01-01) of 1 Muharram of the first year. */
export const UMALQURA_FIRST_DAY = -7375;
/** Three hex digits a year, from the first on: bit n set when month n + 1 has 30 days (else 29). */
export const UMALQURA_MONTHS =
  '6b5ea9d52d29a554ad56daea6e4ed1da2aaa95a2da5b9bb27646c95552ab4dbaba5b4da9d52aa592d26d8ed2daad5aa5a4b4979372b6975d69d52c9592b25b4db9d55d2da5d4aa9554daad3aabd2bc4b89a9552d5adb6a6d4dc9d92aa69562ae56d36ab55aaa94d49d95d2ba5b55aad55a9a92e26e55dada6d46a5b27a4d4ad56db5a754f49e92d26a563566b5baab92b2568ba9b55aada5b4da9b52a9a536276575af26d46a95552ad4bd9ba574b69b52a9552da5d4daad96b2e95e2ac9692eaad56ad65d4a';
