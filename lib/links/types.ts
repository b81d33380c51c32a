/** Token name (camelCase) to site URL: content writes `{onlineBankingUrl}`, the table says where it points. */
export type TokenTable = Readonly<Record<string, string>>;

/** How content links resolve for one brand: what SmartLink and every link-rendering component get. */
export interface LinkContext {
  tokens: TokenTable;
  /**
   * The origin the brand is deployed at (its resolved siteUrl, e.g. https://www.axosbank.com):
   * absolute links to it are routes of this export. Optional so a context of tokens alone still works.
   */
  siteOrigin?: string;
}
