/* Public catalogue (SPEC §7 "Catalogue" and the read side of "Reviews and likes"). */
export {}
