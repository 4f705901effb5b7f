/* Dutch strings of the pages pages (SPEC texts exactly). Keys: 'pages.*'. */
export const pagesNl = {} satisfies Record<string, string>
