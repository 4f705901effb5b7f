/* Dutch strings of the events pages (SPEC texts exactly). Keys: 'events.*'. */
export const eventsNl = {} satisfies Record<string, string>
