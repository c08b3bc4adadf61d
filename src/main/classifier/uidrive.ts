// cls-api17: code that drives a user interface (Playwright, Puppeteer, Selenium, Cypress, Appium, XCUITest, Espresso,
// uiautomator2, pywinauto, an accessibility tree's press) presses what its locator names. The click is read as that GUI step
// in words ("click Delete workspace"), exactly as a computer-use tool's click or a described console step is, so the same
// act gets the same tier whether a person, a tool or a script presses the button. A UI test (assertions, a simulator, an
// emulator, localhost) presses buttons of a throwaway app: nothing is read from it.

/** An automation library's locator or press in the text (cheap test before the scan). */
const DRIVER = /["']?\b(?:cmd|command|action|type)["']?\s*:\s*["'](?:click|tap|press)["']|\b(?:getByRole|getByText|getByLabel|getByTestId|getByTitle|getByPlaceholder|locator|find_element|findElement|find_elements|findElements|AppiumBy|MobileBy|XCUIApplication|onView|cy\.(?:contains|get)|page\.(?:click|tap|dblclick|check|uncheck)|child_window|click_input|AXPress|uiautomator|\$\(|\$\$\()|\bapp\.(?:buttons|switches|cells|menuItems|staticTexts|links|toggles)\s*\[|\bd\(\s*(?:text|resourceId|description)\s*=/;
/** A press at the end of a locator chain. */
const PRESS = /\.(?:click|tap|dblclick|doubleClick|double_click|press|check|uncheck|click_input|invoke)\s*\(|\.perform\s*\(\s*(?:click|doubleClick|longClick)\s*\(|\bAXPress\b|page\.(?:click|tap|dblclick|check|uncheck)\s*\(/g;
/** A test of the interface, not a use of it: assertions, test runners, a simulator, an emulator, a local server. */
const UI_TEST = /\b(?:XCTAssert\w*|XCTest\w*|expect\s*\(|assert\w*\s*[(\s]|describe\s*\(|it\s*\(\s*['"`]|test\s*\(\s*['"`]|@Test\b|UITests?\b|\w+\.(?:spec|test|cy)\.[jt]sx?\b|simulator|emulator|localhost|127\.0\.0\.1|fixture|storybook)\b|\.should\s*\(\s*['"]/i; // (cls-benign18: a Cypress assertion)
/** A press given as data: {cmd: "click", selector: "#x"} (group 1: the selector or label). */
const MESSAGE_PRESS = /["']?\b(?:cmd|command|action|type)["']?\s*:\s*["'](?:click|tap|press)["']\s*,\s*["']?(?:selector|target|element|label|text|ref|name)["']?\s*:\s*["']([^"'\n]{2,160})["']/g;
/** cls-benign18: the head of a loop over every element a locator lists. */
const EVERY_ELEMENT_LOOP_B18 = /\bfor\s*\(?\s*(?:const|let|var|await)?\s*\w+\s+(?:of|in)\s+(?:await\s+)?[^\n]{0,120}?(?:\.all\(\)|\.elementHandles\(\)|find_elements|findElements|\$\$\(|querySelectorAll)[^\n]{0,40}|(?:\$\$\([^\n]{0,80}\)|\.all\(\)|querySelectorAll\([^\n]{0,80}\))\.(?:forEach|each|map)\s*\(/;
/** A quoted string (single, double or backtick), up to 160 characters. */
const QUOTED = /(["'`])((?:(?!\1)[^\\\n]|\\.){1,160})\1/g;

/** The visible words a selector or locator argument names: `button:has-text("Delete org")`, `//button[text()='X']`, `#delete-all`. */
function labelWords(s: string): string {
  let t = s;
  // Text inside a selector: has-text("…"), text=…, text()='…', contains(., '…'), [aria-label="…"], [name='…'], [title=…].
  const inner = /(?:has-text|text|contains)\s*\(\s*(?:\.\s*,\s*)?\\?["']([^"'\\]{1,120})\\?["']\s*\)|text\s*=\s*["']?([^"'\]\n]{1,120})|\[\s*(?:@?aria-label|@?title|@?name|@?value|@?data-[\w-]+|@?id|@?text|@?content-desc|@?label)\s*[*^$|~]?=\s*\\?["']([^"'\\\]]{1,120})/gi;
  const found: string[] = [];
  for (const m of t.matchAll(inner)) found.push((m[1] ?? m[2] ?? m[3]) as string);
  if (found.length) t = found.join(' ');
  return t
    .replace(/[#.[\]=:>~+()"'*^$|/@]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\b(?:button|btn|div|span|input|li|ul|form|nth|child|of|type|first|last|css|selector|xpath|role|id|name|accessibility|text|confirm|menuitem|switch|checkbox|by|link)\b/gi, (w) => (/^(?:confirm|menuitem|switch|checkbox)$/i.test(w) ? w.toLowerCase() : ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** cls-benign18: the text drives an interface only to test it (a locator library and a test's marks): its labels name controls. */
export function uiTestText(text: string): boolean {
  return text.length <= 20_000 && DRIVER.test(text) && UI_TEST.test(text);
}

/**
 * What a UI-driving script presses, as GUI steps in words ("click Delete workspace; click Yes, revoke"), or undefined when
 * the text drives no interface or only tests one.
 */
export function uiDrivenSteps(text: string): string | undefined {
  if (text.length > 20_000 || !DRIVER.test(text) || UI_TEST.test(text)) return undefined;
  const steps: string[] = [];
  PRESS.lastIndex = 0;
  for (let m = PRESS.exec(text); m && steps.length < 12; m = PRESS.exec(text)) {
    // The statement before the press (back to the previous statement end), or the press's own argument (page.click('…')).
    const own = /^page\./.test(m[0]) ? text.slice(m.index + m[0].length, m.index + m[0].length + 200).split(/\)\s*[;\n]/)[0] ?? '' : '';
    const start = Math.max(text.lastIndexOf(';', m.index - 1), text.lastIndexOf('\n', m.index - 1), text.lastIndexOf('await ', m.index - 1), m.index - 300, 0);
    const stmt = own || text.slice(start, m.index + (m[0] === 'AXPress' ? 120 : 0));
    const words: string[] = [];
    for (const q of stmt.matchAll(QUOTED)) {
      const v = q[2] as string;
      // A locator strategy or a role given as a string ('button', "xpath", By.ID's "id"), a URL: no label.
      if (/^(?:button|link|checkbox|switch|menuitem|tab|textbox|xpath|css selector|id|name|class name|tag name|accessibility id|-ios predicate string|-android uiautomator)$/i.test(v) || /^https?:/i.test(v)) continue;
      const w = labelWords(v);
      if (w) words.push(w);
    }
    if (!words.length) continue;
    const verb = /uncheck/i.test(m[0]) ? 'uncheck' : /\.check/i.test(m[0]) ? 'check' : 'click';
    // A comment closing the press's line says what the press is for ("# uncheck Require 2FA for all staff").
    const eol = text.indexOf('\n', m.index);
    const note = /(?:^|\s)(?:#|\/\/)\s*([^\n]{3,160})$/.exec(text.slice(m.index, eol < 0 ? undefined : eol))?.[1];
    // cls-benign18: a press inside a loop over every element a locator lists (for (const row of await page.locator(…).all()),
    // for el in driver.find_elements(…), $$(…).forEach) is pressed on every one of them.
    const loopHead = EVERY_ELEMENT_LOOP_B18.exec(text.slice(Math.max(0, m.index - 400), m.index));
    const every = loopHead && !/\n\}/.test(text.slice(Math.max(0, m.index - 400) + loopHead.index, m.index)) ? ' for every item listed' : '';
    steps.push(`${verb} "${words.join(' ').slice(0, 160)}"${every}${note ? ` (${note.trim()})` : ''}`);
  }
  // A press sent as a message to a page (a browser extension's chrome.tabs.sendMessage(tab, {cmd: "click", selector: …}),
  // a remote-control protocol's {"action": "click", "target": …}).
  for (const m of text.matchAll(MESSAGE_PRESS)) {
    if (steps.length >= 12) break;
    const w = labelWords(m[1] as string);
    const eol = text.indexOf('\n', m.index);
    const note = /(?:^|\s)(?:#|\/\/)\s*([^\n]{3,160})$/.exec(text.slice(m.index, eol < 0 ? undefined : eol))?.[1];
    if (w) steps.push(`click "${w}"${note ? ` (${note.trim()})` : ''}`);
  }
  return steps.length ? steps.join('; then ') : undefined;
}
