/** Where each figure comes from (stored copies of public pages; see the reference file). */
export const feeSources = {
  cmsRates: "https://cmsproductions.com/blog/2025-sag-agreements-rates",
  flipbookP40: "https://online.flippingbook.com/view/785349758/40",
  commercials2025: "http://sagaftra.org/commercials2025",
  ihaforum: "https://www.ihaforum.org/blog/sag-aftra-contract-changes-what-you-need-to-know",
  votingMessage2025:
    "https://www.sagaftra.org./member-message-important-commercials-contracts-voting-information",
  midAtlanticLetter: "https://sagaftra.org/message-your-washington-mid-atlantic-local-president-0",
  fkks2019:
    "https://advertisinglaw.fkks.com/post/102fj8x/unpacking-the-2019-sag-aftra-commercials-contract-part-2-a-rundown-of-the-maj",
  sagUseFeesFaq: "http://www.sagaftra.org/principal-performers-residuals-use-fees",
  afmRecording: "http://afmrecording.org/?page_id=31",
} as const;
