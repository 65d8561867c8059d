import { expect, type Locator, type Page } from '@playwright/test';

/** Keyboard helpers: key presses, typing, and walking the focus with Tab / Shift+Tab. */
export class KeyboardPage {
  constructor(readonly page: Page) {}

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.page.keyboard.press(key);
  }

  /**
   * Presses the keys of a sequence one after the other, e.g. `g r`. First waits until no screen is
   * loading: a sequence must be typed within a second, and a busy machine parsing a screen's code
   * could stretch the gap between two presses past that (as a user, one would wait for the screen).
   * Keys of one character are typed in one go: a busy test runner between two separate presses
   * (seen: 1.5 s between `g` and `y`) would let the sequence time out, which no user typing it does.
   */
  async sequence(keys: string): Promise<void> {
    await expect(this.page.locator('.loading-line')).toHaveCount(0);
    const parts = keys.split(' ');
    if (parts.every((key) => key.length === 1)) await this.page.keyboard.type(parts.join(''));
    else for (const key of parts) await this.page.keyboard.press(key);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Selects the focused field's text and types over it. */
  async replace(text: string): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.type(text);
  }

  /** Presses Tab until `target` has focus (fails after `max` presses). */
  async tabTo(target: Locator, max = 40): Promise<void> {
    await this.walkTo(target, 'Tab', max);
  }

  /** Presses Shift+Tab until `target` has focus (fails after `max` presses). */
  async shiftTabTo(target: Locator, max = 60): Promise<void> {
    await this.walkTo(target, 'Shift+Tab', max);
  }

  private async walkTo(target: Locator, key: string, max: number): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press(key);
    }
    await expect(target).toBeFocused();
  }
}
