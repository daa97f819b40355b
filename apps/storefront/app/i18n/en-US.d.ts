import type { Messages } from './sv-SE.ts';
export declare const enUS: Messages;
