import type { accountSvSE } from './account-sv-SE.ts';
import type { listsSvSE } from './lists-sv-SE.ts';
import type { modalsSvSE } from './modals-sv-SE.ts';
import type { offlineSvSE } from './offline-sv-SE.ts';
import type { reviewsSvSE } from './reviews-sv-SE.ts';

/** The keys of the feature catalogues (account, modals, reviews, lists, offline), for languages kept in one file. */
export type FeatureMessages = {
  readonly [
    K in
      | keyof typeof accountSvSE
      | keyof typeof modalsSvSE
      | keyof typeof reviewsSvSE
      | keyof typeof listsSvSE
      | keyof typeof offlineSvSE
  ]: string;
};
