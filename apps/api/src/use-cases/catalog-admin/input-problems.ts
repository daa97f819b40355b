import { InputError } from '../../errors.ts';

/**
 * Collects what is wrong with an input, each as `field.path: what is wrong`, so that one 400 names every problem
 * rather than the first one only.
 */
export class InputProblems {
  readonly #problems: string[] = [];

  add(path: string, message: string): void {
    this.#problems.push(`${path}: ${message}`);
  }

  get count(): number {
    return this.#problems.length;
  }

  throwIfAny(): void {
    if (this.#problems.length > 0)
      throw new InputError(`Invalid body: ${this.#problems.slice(0, 20).join('; ')}`);
  }
}
