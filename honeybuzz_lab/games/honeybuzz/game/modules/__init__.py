"""A game is the base rules plus named modules with options.

>>> from honeybuzz_lab.games.honeybuzz.game import Game, ModuleError
>>> Game.new(2, seed=1).rules.modules
()
>>> try:
...     Game.new(2, seed=1, modules=["nope"])
... except ModuleError as e:
...     print(str(e)[:21])
unknown module 'nope'

The design
==========

:func:`compose` turns ``(modules, options)`` into one immutable
:class:`~honeybuzz_lab.games.honeybuzz.game.rules.Ruleset`, the only thing the engine plays by. The
base game is itself a :class:`Module` (``base``, always first, see :mod:`.base`): its decisions,
end-of-turn steps, score categories, outcome, geometry and vocabulary are registrations at the same
extension points every other module uses, not special cases. A game record stores ``{"game",
"modules", "options"}`` and replays under exactly that composition
(:meth:`~honeybuzz_lab.games.honeybuzz.game.Game.from_record`); a game whose rules were changed any
other way cannot be recorded.

A module declares:

- ``requires`` / ``conflicts``: other modules' names. :func:`compose` refuses a set where a
  requirement is missing or two modules conflict, and says which and why
  (:class:`ModuleError`).
- ``implies``: modules that come with this one whether listed or not (every Fall Flavors
  module implies ``fall.sunset``: the rulebook has Sweetwater Sunset always on with the
  expansion). :func:`compose` adds them before the module that implies them, so
  ``Game.new(3, modules=["fall.caps"]).rules.modules`` is ``("fall.sunset", "fall.caps")``
  and the record names both; listing an implied module as well changes nothing.
- ``players``: the (lowest, highest) player count it is for, when not the base game's 2
  to 4 (the solitaire variant: one); the setup and the records check it.
- ``options``: its options with their defaults (``Game.new(..., options={"solo": {...}})``)
  and ``check_options``, which says what is wrong with a value.
- ``components``: changes to the component data (new tiles, cards, a field side).
- ``setup``: run once after the base setup, in module order; it may change what the base
  setup made (another field side, no forage tokens) and draws only from
  ``state.random()``/``state.keep_random()``, so that a record replays it exactly.
- ``state``: its own state, kept in ``state.modules[name]``. The contract: it is made of
  values :func:`~honeybuzz_lab.games.honeybuzz.game.state.copy_value` can copy (numbers, strings,
  tuples, frozen dataclasses, lists/dicts/sets of these, dataclasses of such fields, or objects with
  a ``clone()``), so that :meth:`~honeybuzz_lab.games.honeybuzz.game.state.GameState.clone` copies
  it and undo gives it back exactly; it is changed only by the rules during a step.
  ``tests/game/test_game_modules.py`` holds every registered module to this contract
  (random games, undo to the start, compare with a fresh state, redo).
- ``decisions`` and ``hive_actions``: new decision kinds and hive actions; replacing one
  that an earlier module defines must be declared in ``replaces`` (``"decision:forage"``,
  ``"hive_action:forage"``), as must replacing any single-valued extension point below
  (given in ``single``: ``single={"outcome": ...}, replaces=("outcome",)``). Two modules
  replacing the same thing cannot be combined.

The extension points (``Ruleset`` fields), and what the base game registers at each:

``end_of_turn``
    Ordered :class:`~honeybuzz_lab.games.honeybuzz.game.rules.TurnStep` run after the player ends
    the turn; a module adds a step ``before`` a named one or replaces one (``"end_of_turn:NAME"``).
    A step that ends the game stops the rest. Base: ``flip_orders``, ``count_turn``,
    ``end_trigger``, ``pass_turn``.
``next_turn``
    Who acts next: sets ``state.turn``; a module with non-player turns runs them here.
    Base: the next seat clockwise.
``decider``
    The seat that answers the pending decision, which need not be the seat on turn.
    Base: the arranging or choosing seat during setup, else the seat on turn.
``after_action``
    Named checks run after every action step (``"after_action:NAME"`` to replace one).
    Base: ``speed_contests``.
``events``
    Handlers for what the rules emit through :func:`~honeybuzz_lab.games.honeybuzz.game.rules.emit`:
    ``tile_stack_emptied``, ``order_stack_emptied``, ``value_bottomed``, ``last_nectar``,
    ``drone_turn_ended`` (a module may emit new ones, declared in ``new_events``). Base:
    nobody listens.
``scores``
    Additive :class:`~honeybuzz_lab.games.honeybuzz.game.rules.ScoreCategory` (the total is their
    sum). Base: ``coins``, ``resources``, ``contests``, ``orders``.
``outcome``
    Winners, ranking and the closing sentence from the scored players (a module may add
    keys such as ``won`` or ``rank``). Base: most points, then the tie-breakers.
``end_trigger``
    Why the end is triggered, checked by the ``end_trigger`` step. Base: four market
    values at the bottom, two order stacks empty, or nobody can take a tile.
``geometry``
    The field's grid (:class:`~honeybuzz_lab.games.honeybuzz.game.geometry.Geometry`): the spaces a
    field side has, the steps between two spaces, a space's neighbours, its name, the cost of a
    forage move (the side's free steps, then its price a step) and the page's layout (``"square"``
    or ``"hex"``). Rules, bots, planner, lessons and the table ask it
    (:func:`~honeybuzz_lab.games.honeybuzz.game.geometry.field_spaces`, ``log.forage_cost``,
    ``log.field_distance``); the page draws the spaces it sends once (``static.geometry``)
    and reads every cost from the legal answers, never counting steps itself. Base:
    :data:`~honeybuzz_lab.games.honeybuzz.game.geometry.SQUARE`, the 4 x 6 field with orthogonal
    steps;
    :data:`~honeybuzz_lab.games.honeybuzz.game.geometry.HEX` (rows of hexes, six directions) is
    there for a module such as Fall Fruit's.
``vocabulary``
    The resources as data (:class:`~honeybuzz_lab.games.honeybuzz.game.rules.Vocabulary`): the
    pollen-like resource a forage gains and the honey types (the hive's nectar types). Each is a
    market column, a key of ``PlayerState.resources`` (``pollen_name``) and of an order's needs; the
    market, orders, contests' resource counts, bots, the table (``static.resources``,
    ``static.pollen``, the market) and the page read the names from it; ``texts`` carries
    the words of a new name (``terms.resource.<name>``), added while the module is
    registered; ``words`` maps the engine's catalogue keys (``terms.*``, ``game.*``) to the
    keys said instead in a game under these rules
    (:func:`~honeybuzz_lab.games.honeybuzz.game.rules.in_words`: log lines, prompts, labels,
    resource names). Log sentences, button labels and the score line name the
    pollen-like resource as ``{pollen}``, the word ``terms.resource_word.<name>`` (``pollen``; a
    module gives its own, ``fruit`` / ``gyümölcs``; Hungarian sentences are shaped so that the word
    takes no suffix: "jut neki egy {pollen}"), see
    :func:`~honeybuzz_lab.games.honeybuzz.game.log.pollen_word`. The page's own keys (the
    table's, the lessons', the explorer's, the advisor's) a module renames in the widgets
    (``widgets/words.py``, ``PAGE_WORDS``), which reword whole catalogues with both;
    ``letters`` and ``colours`` give the page's palette a
    resource's letter and colour. Base: pollen and the four honey types.
``values``
    Named values (``"value:NAME"`` to replace one), read by rules and bots alike through
    ``rules.value`` / :func:`~honeybuzz_lab.games.honeybuzz.game.registry.value_of`. Base:
    ``accounting_coins`` 5, ``decree_cost`` 5, ``decree_choices`` (the five other hive
    actions).
``accounting_coins``, ``forage_reach``, ``forage_yield``, ``decree_choices``, ``final_scores``
    Single rules a variant may swap whole.
``kinds`` (action kinds)
    One :class:`~honeybuzz_lab.games.honeybuzz.game.kinds.ActionKind` per kind of action the
    module's decisions offer: the Action class, the button's label, the verb and phrase keys
    (``game.verb.<kind>``, ``game.phrase.<kind>``), the place on the table it is answered at
    (``Target("space", "space")``; the page reads it from the data), whether the decision panel
    shows it as a button, and the greedy bot's feature (``score(view, action)``), the numbers the
    page draws beside its target (``info(game, action, seat)``) and a lesson's "you did" key
    (``did``, default
    ``ui.did.<kind>``; a kind whose sentence needs more registers it in
    :data:`honeybuzz_lab.games.honeybuzz.lessons.phrases.DID`); what the Why? advisor groups as one
    option (``same``) and adds about it (``advice``), what a table outlines (``outline``), the
    page's drawing (``draw``) and a demo note's claims (``claims``). :func:`register` adds them to
    the game's registry (:data:`~honeybuzz_lab.games.honeybuzz.game.kinds.KINDS`; a kind another
    module declares is refused) with any texts the spec carries; :func:`unregister` takes them away.
    Base: the sixteen kinds of :mod:`.base_kinds`; ``solo`` adds its configuration choice and the
    drones' three choices; ``advanced`` keeps the base kinds.
``ply_claims``
    What a classroom demo's note may claim about any ply of a game with the module, beyond
    its kinds' claims about their own moves: key -> (what it claims, ``value(before,
    after)``). Sweetwater Sunset: how far the sun moves and how far the end is; Nectar
    Caps: the trophies as they stand.
``setup_lines``, ``refuse_record``, ``old_options``
    What the setup's log says about the module (the Harvest Festival: the worker contests
    left out); why a record written before one of its rules changed cannot be replayed
    (solo records from before the Fall card sets); the options a record written before an
    option existed was played under (the festival's ``worker_contests``). The engine asks
    each module of the game or record; it names none.

The planned modules and the points they will use
================================================

- ``advanced`` (rulebook, Advanced): ``components`` (field side B, back groups, table f),
  ``setup`` (tiles face down in back groups), ``state`` (who has viewed which tile),
  ``replaces`` ``decision:forage`` (choose any face-down tile, view it secretly, collect or
  put back and gain pollen) and ``decision:scout`` (scouting by viewing), no forage tokens
  (its ``setup``), ``single`` ``forage_reach``/``forage_yield``, and ``redact``: the views
  show every tile's back and the fronts only to the seats that viewed them (built, see
  :mod:`.advanced`).
- ``solo`` (rulebook, Solitaire; built, see :mod:`.solo`): ``players`` (1, 1), set up as
  for two; ``next_turn`` (a drone turn after each player turn, run from its ``state``: the
  drone deck and the drones' boxes), its choices a ``drone`` decision of seat 0 (the base
  ``decider`` already names seat 0); ``decision:turn`` replaced (a drone's box cannot be
  chosen); ``score:contests`` and ``outcome`` replaced (the solo contests' tiers, win or
  lose against table g, a rank); ``options`` (difficulty). The solo contests are counted
  at the end only, so the base ``speed_contests`` check stays (no speed cards in play).
- ``fall.sunset`` (Sweetwater Sunset; built, see :mod:`.fall_sunset`): implied by every
  other Fall Flavors module (``implies``); ``events`` (the six sunset events of table A:
  ``order_stack_emptied`` of any stack, a module's own included, ``value_bottomed``,
  ``last_nectar``, ``tile_stack_emptied``, and ``last_cap_claimed`` / ``festival_full``, which
  it declares in ``new_events`` for Nectar Caps and Harvest Festival to emit), noted during a
  turn and counted by an ``end_of_turn`` step ``sunset`` before ``end_trigger`` (a solo drone
  turn counts its own at ``drone_turn_ended``), ``state`` (the track, its length
  reconstructed in ``data/fall_sunset.toml``), replaces ``end_trigger`` (the sun on the last
  space; the stall stays the safety net).
- ``fall.fruit`` (Fall Fruit; built, see :mod:`.fall_fruit`): ``geometry``
  (:data:`~honeybuzz_lab.games.honeybuzz.game.geometry.HEX`, side A of 5 x 7 hexes), ``vocabulary``
  (fruit instead of pollen; its ``words`` say the spring nectars as the fall honeys), ``components``
  (the fall field sides, the fruit market column as the set-bonus track, orders asking for fruit),
  ``setup`` (nectar on the spaces marked for the player count, fruit tiles by table B, the fruit
  order stack by table C, a fourth order stack whose action is a Decree),
  ``state`` (each seat's fruit by kind: their sum is ``pollen``; the fruit tiles), replaces
  ``hive_action:forage`` (its own ``fruit_forage`` decision, so that it combines with
  ``advanced``, which keeps ``decision:forage``; side B when ``advanced`` is in the game) and
  ``decision:market`` (fruit sales, and ``pay_fruit``: which fruit pays an order). Solo: its
  drone deck replaces the base one (:func:`.solo.cards.add_drone_deck`).
- ``fall.leaves`` (Autumn Leaves; built, see :mod:`.fall_leaves`): ``state`` (each stack as
  an ordered pile of tile ids, the leaves in each hive, the foliage card), ``setup`` (six
  leafy tiles shuffled into each stack), ``after_action`` (a tile taken leaves the pile's
  top; once placed its leaves go onto its hexes), ``redact`` (the tops only, never the order
  below), ``scores`` (``foliage``), ``events`` (``drone_moved``, emitted by solo after a
  drone turn's movement: the stack in the drone's box is cycled, the player choosing between
  Decree and Accounting: the ``cycle_stack`` decision), the solo contest card.
- ``fall.caps`` (Nectar Caps; built, see :mod:`.fall_caps`): replaces
  ``hive_action:accounting`` (a ``cap_nectar`` decision: the coins or a cap, table D),
  ``state`` (caps by seat; the cell's ``capped`` flag is a hive change the state's journal
  undoes, and the fan's yield skips capped cells), ``scores`` (``caps``: values and trophies),
  the solo contest and drone cards (:func:`.solo.cards.add_solo_cards`).
- ``fall.festival`` (Harvest Festival; built, see :mod:`.fall_festival`): ``state`` (the
  board side, toast cards, retired workers), replaces ``decision:end_turn`` (ending the turn
  or, once a turn, retiring a worker to toast or to work: a Decree queued like any activated
  action), the solo contest and toast drone cards. The toasts' coins are coins.
- The solitaire variant takes a module's solo contest cards (one drawn; their deductions
  apply to a won game's score, table E) and drone cards (one inserted in the middle of the
  deck, resolved when it shows on top, before the drone action) from
  :func:`.solo.cards.add_solo_cards`.

Per-seat views: :func:`honeybuzz_lab.games.honeybuzz.game.views.view_of` builds what a seat may know
(``Game.view(seat)``, ``spectator_view()``, ``all_seeing_view()``), then each module's
``redact(state, view, seat)`` hides its own secrets in place. A log sentence may carry
private texts per seat (:func:`.advanced.private_line`); ``Game.log_for(seat)`` reads them
and ``Game.undo_barrier(seat)`` stops an undo across another human seat's private reveal.
A rule that turns up a random result (a card flipped, a tile shown) calls ``log.reveal()``
(``log.reveal(seat)`` when only that seat sees it): a table's undo stops there too
(RULINGS 10; ``tests/game/test_game_chance_reveals.py`` finds an unmarked one).
The way back is :func:`honeybuzz_lab.games.honeybuzz.game.worlds.world_from_view`: a whole state
that agrees with one view, each module's ``rebuild(view, state, rng)`` dealing at random what its
``redact`` hid. The bots and the Why? advisor read only such worlds.
Still to come: the action-kind registry (``action_kinds``, merged the same way).
"""

# The modules here register themselves in ``..registry`` when imported; the engine imports
# them all (its import list of the shipped modules), so a module imports the registry,
# never this package's namespace.
