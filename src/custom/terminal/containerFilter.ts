/** A typed container filter: upper case, letters and digits only, at most 11 (a container number's length). */
export const containerFilterInput = (raw: string): string => raw.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 11);
