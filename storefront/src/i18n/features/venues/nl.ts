/* Dutch strings of the venues pages (SPEC texts exactly). Keys: 'venues.*'. */
export const venuesNl = {} satisfies Record<string, string>
