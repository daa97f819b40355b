import type { Locator } from '@playwright/test';
import { AdminPage } from './admin-page.ts';

/** The review moderation queue (/admin/reviews): one card per review, with Approve and Reject. */
export class AdminReviewsPage extends AdminPage {
  /** A review's card, by its title (its accessible name). */
  review(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  approveButton(title: string): Locator {
    return this.review(title).getByRole('button', { name: 'Godkänn' });
  }

  /** Approves by keyboard: Tab to the review's first button, then the key A. */
  async approveByKeyboard(title: string): Promise<void> {
    await this.approveButton(title).focus();
    await this.page.keyboard.press('a');
  }
}
