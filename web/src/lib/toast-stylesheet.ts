/**
 * react-hot-toast styles its toasts with goober, which writes its rules into an inline `<style>`
 * element; the Content-Security-Policy refuses inline style elements (decision 022). Goober
 * takes the element it finds as `window._goober` and only reads and writes its first child's
 * `data`: given this stand-in, its rules go to a constructed stylesheet instead, which is CSSOM
 * and so allowed. It must run before react-hot-toast is loaded (its keyframes are made at load):
 * main.tsx imports it first. A browser without constructed stylesheets keeps goober's own
 * element, which the policy blocks: toasts still show, without their icons' animation.
 */
if (typeof document !== 'undefined' && 'adoptedStyleSheets' in document) {
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  let rules = '';
  (window as unknown as { _goober: unknown })._goober = {
    parentNode: document.head,
    firstChild: {
      get data() {
        return rules;
      },
      set data(value: string) {
        rules = value;
        sheet.replaceSync(value);
      },
    },
  };
}

export {};
