"""Translation sources: the termbase and the gettext catalogs, with the tools that check and compile them."""
