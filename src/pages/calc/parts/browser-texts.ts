/**
 * The texts a calculator page carries in its state although its server render does not show them
 * (the pipeline's `browserTexts`). A calculator answers in the browser: its result lines, messages
 * and units, and the donate button with its toast and the basket line's title (calc:basket,
 * calc:count). Without them these fell back to text keys until the rest of the texts arrived, and
 * for good on a connection that dropped them; a basket line kept its key as its title.
 */
export function calculatorBrowserTexts(own: 'money' | 'fitr' | 'kaffarah'): string[] {
  return [
    `calc:${own}`,
    'calc:result',
    'calc:basket',
    'calc:count',
    'calc:form',
    'calc:units',
    'calc:errors',
    'giving:funds.zakatCauses',
  ];
}
