/** Test values and Swedish number formats the sandbox providers check (pure functions). */

/** Luhn check of digits (card numbers; the personnummer's last digit is the same check). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** 07x-xxx xx xx or +46 7x…: a Swedish mobile number, spaces and dashes allowed. */
export function isSwedishMobile(phone: string): boolean {
  return /^(?:\+46|0046|0)7[02369]\d{7}$/.test(phone.replace(/[\s-]/g, ''));
}

/** Swish's payer alias: the number with country code and no plus (46701234567). */
export function toSwishAlias(phone: string): string {
  return `46${phone.replace(/[\s-]/g, '').replace(/^(?:\+46|0046|0)/, '')}`;
}

/**
 * A personnummer (ÅÅÅÅMMDD-NNNN, or ÅÅMMDD-NNNN with - or + for over 100), checked by its Luhn digit; answers it as
 * ÅÅÅÅMMDD-NNNN and the age it gives, or null.
 */
export function parsePersonalNumber(value: string, now: Date): { normalized: string; age: number } | null {
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, century, yy, mm, dd, separator, last] = match as unknown as string[];
  if (!luhnValid(`${yy}${mm}${dd}${last}`)) return null;
  let year = Number(`${century ?? ''}${yy}`);
  if (!century) {
    const thisYear = now.getUTCFullYear();
    year = 2000 + Number(yy);
    if (year > thisYear) year -= 100;
    if (separator === '+') year -= 100;
  }
  const month = Number(mm);
  const day = Number(dd);
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth > now) return null;
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() < month - 1 || (now.getUTCMonth() === month - 1 && now.getUTCDate() < day)) age--;
  return { normalized: `${year}${mm}${dd}-${last}`, age };
}
