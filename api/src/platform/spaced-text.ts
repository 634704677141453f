import { sql, type SQL } from 'drizzle-orm';

/** Spaces as people see them: a run of spaces, no-break ones too, reads as one ('Look  Alike' is 'Look Alike'). */
const SPACE_RUN = '[\\s\\u00a0\\u202f]+';

/** A column or expression with each run of spaces as one space. */
export const oneSpaced = (text: SQL): SQL => sql`regexp_replace(${text}, ${SPACE_RUN}, ' ', 'g')`;

/** A typed text with each run of spaces (no-break ones too: JavaScript's \s holds them) as one space. */
export const oneSpacedText = (text: string): string => text.replace(/\s+/g, ' ');
