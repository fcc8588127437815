"""Site generation for Learn Pitch: the MkDocs hook (``hooks.py``) and what it renders.

Every rule fact a page shows (trump orders, point values, bid ladders, the presets compared) is
rendered at build time from ``pitch_core``; pages only name it with a ``[[...]]`` directive.
"""
