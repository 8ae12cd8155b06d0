package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.security.Party;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What a reader may know (README, Who may do what). The GM and an auditor read everything; a player or a spectator
 * never reads the seed or the dice script, where a hidden creature stands (unless it is its own, or not hidden from
 * its combatants, nor its place betrayed by the bounds of the grid or by who has it within reach), what another's
 * readied action is and when it goes off (001 › Ready), or who cast a spell nobody could perceive being cast
 * (000 › Perceiving a Caster at Work) — in the log, the rolls, the sequence, the reactions awaited, the spells in
 * effect and the grid. The combatants are {@link FighterDisclosure}'s, the grid {@link GridDisclosure}'s.
 */
final class Disclosure {

    private Disclosure() {
    }

    /**
     * The viewer a request reads as: its party, narrowed by {@code ?as=} ("public", "gm" or a combatant id). The GM
     * and an auditor may read as anyone; a player as itself, one of its combatants, or the public; a spectator as the
     * public only.
     */
    static Views.Viewer viewer(Party party, String as, Supplier<List<String>> combatantIds) {
        boolean all = party.seesAll();
        List<String> own = party.role() == Party.Role.PLAYER ? party.combatants() : List.of();
        if (as == null || as.isBlank()) {
            return all ? Views.Viewer.GM : new Views.Viewer(false, own);
        }
        if (as.equals("public")) {
            return Views.Viewer.PUBLIC;
        }
        if (as.equals("gm")) {
            if (all) {
                return Views.Viewer.GM;
            }
            throw notYours(as);
        }
        if (!combatantIds.get().contains(as)) {
            throw RuleViolation.invalid("unknown-viewer", "as= names the GM (\"gm\"), the public (\"public\") or a "
                    + "combatant of the encounter; \"" + as + "\" is none of them");
        }
        if (all || own.contains(as)) {
            return new Views.Viewer(false, List.of(as));
        }
        throw notYours(as);
    }

    private static RuleViolation notYours(String as) {
        return RuleViolation.forbidden("not-your-view", null, "this token may not read as \"" + as + "\"");
    }

    /**
     * @param fighters the encounter's combatants, read only when a reaction is awaited (who is asked may hide from the
     *                 viewer)
     */
    static Views.Summary summary(Views.Summary s, Views.Viewer v,
                                 java.util.function.Supplier<List<Views.Fighter>> fighters) {
        if (v.gm()) {
            return s;
        }
        JsonNode options = s.options() == null ? null : s.options().deepCopy();
        if (options != null && options.path("dice") instanceof ObjectNode dice) {
            dice.remove("script");
        }
        return new Views.Summary(s.id(), s.name(), s.ruleset(), s.status(), s.round(), s.turn(), s.step(),
                s.position(), null, options, sequence(s.sequence(), v, fighters), s.economy(),
                awaiting(s.awaiting(), s.sequence(), v, fighters), AwaitingController.seen(s.rollAwaited(), v),
                s.time());
    }

    /** The encounter's creation as the log tells it names the seed: that part is the GM's. */
    private static final java.util.regex.Pattern SEED = java.util.regex.Pattern.compile(",? seed -?[0-9]+");

    static Views.Line line(Views.Line l, Views.Viewer v) {
        if (v.gm() || !"EncounterCreated".equals(l.type()) || l.text() == null) {
            return l;
        }
        return new Views.Line(l.sequence(), l.step(), l.type(), l.kind(), SEED.matcher(l.text()).replaceAll(""),
                l.rule(), l.rolls(), l.secret());
    }

    /**
     * A log line as the viewer may read it: the seed is the GM's; the line of a readied action tells the others
     * only who readied (001 › Ready, see {@link FighterDisclosure#readied}), its readier's player reads it all.
     *
     * @param ownNames the names of the viewer's own combatants (a line names its actor by name)
     */
    static Views.Line line(Views.Line l, Views.Viewer v, Set<String> ownNames) {
        Views.Line seen = line(l, v);
        if (v.gm() || !"ActionReadied".equals(seen.type()) || seen.text() == null) {
            return seen;
        }
        int at = seen.text().indexOf(READIES);
        if (at < 0 || ownNames.contains(seen.text().substring(0, at))) {
            return seen;
        }
        return new Views.Line(seen.sequence(), seen.step(), seen.type(), seen.kind(),
                seen.text().substring(0, at) + " readies an action.", seen.rule(), seen.rolls(), seen.secret());
    }

    private static final String READIES = " readies ";

    /** The open sequence, with the actors of imperceptible spells left out for those who may not know them. */
    static JsonNode sequence(JsonNode sequence, Views.Viewer v,
                             java.util.function.Supplier<List<Views.Fighter>> fighters) {
        if (sequence == null || sequence.isNull() || v.gm()) {
            return sequence;
        }
        ObjectNode s = sequence.deepCopy();
        for (JsonNode d : s.path("declarations")) {
            unseen(d, "actor", v);
        }
        if (s.get("awaiting") != null) {
            s.set("awaiting", awaiting(s.get("awaiting"), sequence, v, fighters));
        }
        if (s.get("deferred") != null) {
            s.set("deferred", effects(s.get("deferred"), v));
        }
        return s;
    }

    /**
     * The reactions awaited: who they are against is left out when that is an imperceptible caster, and who is asked
     * when it hides from the viewer (001 › Exploration › Stealth › Benefits of Being Hidden: "your enemies don't know
     * where you are"; the log's line of the offer keeps it for the GM and the hider alike); where the mover left the
     * reactor's reach, when the mover hides from the viewer.
     */
    static JsonNode awaiting(JsonNode offers, JsonNode sequence, Views.Viewer v,
                             java.util.function.Supplier<List<Views.Fighter>> fighters) {
        if (offers == null || !offers.isArray() || v.gm()) {
            return offers;
        }
        Set<String> secretCasters = new HashSet<>();
        if (sequence != null) {
            for (JsonNode d : sequence.path("declarations")) {
                if (!d.path("perceptible").asBoolean(true) && !v.knows(d.path("actor").asText(null))) {
                    secretCasters.add(d.path("actor").asText());
                }
            }
        }
        ArrayNode out = offers.deepCopy();
        // as the offer's log line: a reactor that hides is named to the GM and to its own player only
        Set<String> hiding = new HashSet<>();
        Set<String> hiddenFromViewer = new HashSet<>();
        if (!offers.isEmpty()) {
            List<Views.Fighter> all = fighters.get();
            all.stream().filter(f -> f.hidden() != null && !f.hidden().isNull()
                    && !v.combatants().contains(f.id())).forEach(f -> hiding.add(f.id()));
            all.stream().filter(f -> FighterDisclosure.hiddenFrom(f, v)).forEach(f -> hiddenFromViewer.add(f.id()));
        }
        for (JsonNode o : out) {
            if (secretCasters.contains(o.path("against").asText(null))) {
                ((ObjectNode) o).putNull("against");
            }
            if (hiddenFromViewer.contains(o.path("against").asText(null)) && o.has("from")) {
                // the cell a hiding mover left the reactor's reach from is where it stood (found by a secrets sweep)
                ((ObjectNode) o).putNull("from");
            }
            // what it readied is a spell nobody could perceive it casting: the log's lines say "a creature"
            unseen(o, "reactor", v);
            if (hiding.contains(o.path("reactor").asText(null))) {
                ((ObjectNode) o).putNull("reactor");
                if (o.has("from")) {
                    ((ObjectNode) o).putNull("from"); // where the mover left its reach would point at it
                }
            }
        }
        return out;
    }

    /**
     * Leaves out who a view names in {@code field} when the view says nobody could perceive that creature casting
     * ({@code "perceptible":false}) and the viewer may not know it.
     */
    static void unseen(JsonNode view, String field, Views.Viewer v) {
        if (!view.path("perceptible").asBoolean(true) && !v.knows(view.path(field).asText(null))) {
            ((ObjectNode) view).putNull(field);
        }
    }

    /** Spells in effect: the caster of one nobody saw being cast is left out. */
    static JsonNode effects(JsonNode effects, Views.Viewer v) {
        return effects(effects, v, Set.of());
    }

    /**
     * The same, and a zone centred on a creature in {@code hidden} (those hiding from the viewer) without its point
     * and cells: a zone moves with its centre, so they would tell where the creature stands (001 › Exploration ›
     * Stealth › Benefits of Being Hidden).
     */
    static JsonNode effects(JsonNode effects, Views.Viewer v, Set<String> hidden) {
        if (effects == null || !effects.isArray() || v.gm()) {
            return effects;
        }
        ArrayNode out = effects.deepCopy();
        for (JsonNode e : out) {
            String caster = e.path("caster").asText(null);
            unseen(e, "caster", v);
            if (e.path("caster").isNull() && caster != null && caster.equals(e.path("endsOnTurnOf").asText(null))) {
                ((ObjectNode) e).putNull("endsOnTurnOf"); // "until the end of its caster's turn" names it too
            }
            if (hidden.contains(e.path("centre").asText(""))) {
                ((ObjectNode) e).putNull("point");
                if (e.has("cells")) {
                    ((ObjectNode) e).putArray("cells");
                }
            }
        }
        return out;
    }
}
