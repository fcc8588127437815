"""The engine's side of the browser tools (play, hand viewer, score keeper, meld calculator).

``pitch_core.webapi`` is the JSON door the page calls; these modules hold the logic behind it,
each on plain Python values, so they are tested on CPython and run unchanged in Pyodide:

* ``share``: the share-link format (a hand record and a position in a URL fragment), decoded
  defensively because a link is untrusted input (the page's share-link.js is its only writer);
* ``records``: reading one or several hand records (Pitch or Three Thirteen) and stepping
  through them move by move, with the engine's explanations;
* ``play``: whole games against bots, with undo, hints and export;
* ``scoresheet``: one hand entered at a real table, scored by the preset's own rules;
* ``melds``: the best arrangement of a Three Thirteen hand.
"""
