import type { ColumnDefinitionBuilder } from 'kysely';

export type MigrationDialect = 'sqlite' | 'postgres';

/** An integer primary key that the database numbers itself, on SQLite and PostgreSQL alike. */
export function idColumn(dialect: MigrationDialect) {
  return (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    dialect === 'postgres'
      ? column.primaryKey().generatedByDefaultAsIdentity()
      : column.primaryKey().autoIncrement();
}
