export class GeneratorInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'GeneratorInputError';
    this.field = field;
  }
}
