package battleledger.ledger.api;

import battleledger.kernel.event.EncounterEvent;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.projection.CombatantView;
import battleledger.ledger.projection.EncounterView;
import battleledger.ledger.projection.InitiativeView;
import battleledger.ledger.projection.LogEntry;
import battleledger.ledger.projection.StepViewRow;
import battleledger.kernel.audit.Verification;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.List;

/** The API's answers, with DESIGN.md's field names; read-model rows are turned into them here. */
final class Views {

    private static final ObjectMapper JSON = KernelJson.newMapper();

    private Views() {
    }

    /** The answer to POST /encounters: {@code gmToken} is the GM's bearer token, shown this once. */
    record Created(String id, int step, long position, String gmToken) {
    }

    /**
     * A command's answer: its step, the store position of its last event, and its events as the sender may read them
     * (those the log keeps secret from the sender withheld: Disclosure), at most {@value #MAX_ANSWER_EVENTS} of them (a
     * revision that decides many steps again can cause thousands): the rest, {@code omitted}, are read from
     * {@code /events?from=}.
     */
    record CommandAnswer(int step, long position, List<JsonNode> events, int omitted) {
        static final int MAX_ANSWER_EVENTS = 1_000;

        static CommandAnswer of(int step, long position, List<JsonNode> events) {
            return events.size() <= MAX_ANSWER_EVENTS ? new CommandAnswer(step, position, events, 0)
                    : new CommandAnswer(step, position, events.subList(0, MAX_ANSWER_EVENTS),
                    events.size() - MAX_ANSWER_EVENTS);
        }
    }

    record Turn(String actor) {
    }

    /**
     * An encounter's summary. The seed is the GM's secret (the dice of an engine-rolled battle follow from it; issue
     * 16): it is null but for the GM and the auditor (Disclosure.summary), and in every list ({@link #listed}).
     */
    record Summary(String id, String name, String ruleset, String status, int round, Turn turn, int step,
                   long position, Long seed, JsonNode options, JsonNode sequence, JsonNode economy,
                   JsonNode awaiting, JsonNode rollAwaited, Clock time) {
        static Summary of(EncounterView v) {
            return new Summary(v.id(), v.name(), v.ruleset(), v.status(), v.round(),
                    v.turnActor() == null ? null : new Turn(v.turnActor()), v.step(), v.position(), v.seed(),
                    tree(v.options()), tree(v.sequenceState()), tree(v.economy()), tree(v.awaiting()),
                    tree(v.diceAwaited()),
                    Clock.of(v.gameTime()));
        }

        /** As a list shows it: never the seed, whoever asks. */
        Summary listed() {
            return new Summary(id, name, ruleset, status, round, turn, step, position, null, options, sequence,
                    economy, awaiting, rollAwaited, time);
        }
    }

    /**
     * The battle's game time (001 › Exploration › Time): seconds since the encounter began, moved by rounds (6
     * seconds), rests and the GM's PassTime, never by the wall clock; and the same in words.
     */
    record Clock(long seconds, String text) {
        static Clock of(long seconds) {
            StringBuilder text = new StringBuilder();
            long[] parts = {seconds / 86_400, seconds % 86_400 / 3600, seconds % 3600 / 60, seconds % 60};
            String[] units = {" d", " h", " min", " s"};
            for (int i = 0; i < parts.length; i++) {
                if (parts[i] > 0) {
                    text.append(text.length() == 0 ? "" : " ").append(parts[i]).append(units[i]);
                }
            }
            return new Clock(seconds, text.length() == 0 ? "0 s" : text.toString());
        }
    }

    record Point(int x, int y) {
    }

    record Fighter(String id, String name, String side, int hp, int maxHp, int ac, int speed, String size,
                   List<String> conditions, JsonNode afflictions, Point position, boolean reactionAvailable,
                   boolean surprised, JsonNode readied, JsonNode concentration, String life, int deathSaves,
                   boolean dodging, JsonNode hidden, JsonNode helpedBy, int hitDiceSpent, JsonNode withinReach,
                   JsonNode spellcasting, Integer wp, Integer maxWp) {
        static Fighter of(CombatantView c) {
            JsonNode afflictions = tree(c.conditions());
            List<String> names = new java.util.ArrayList<>();
            afflictions.forEach(a -> names.add(a.get("condition").asText()));
            return new Fighter(c.combatantId(), c.name(), c.side(), c.hp(), c.maxHp(), c.ac(), c.speed(), c.size(),
                    names, afflictions, c.positionX() == null ? null : new Point(c.positionX(), c.positionY()),
                    c.reactionAvailable(), c.surprised(), tree(c.readied()), tree(c.concentration()), c.life(),
                    c.deathSaves(), c.dodging(), tree(c.hiding()), tree(c.helpedBy()), c.hitDiceSpent(),
                    tree(c.withinReach()), tree(c.spellcasting()), c.wp(), c.maxWp());
        }

        /** The same fighter with its readied action, the creatures within its reach and its spellcasting as read. */
        Fighter with(JsonNode readied, JsonNode withinReach, JsonNode spellcasting) {
            return new Fighter(id, name, side, hp, maxHp, ac, speed, size, conditions, afflictions, position,
                    reactionAvailable, surprised, readied, concentration, life, deathSaves, dodging, hidden, helpedBy,
                    hitDiceSpent, withinReach, spellcasting, wp, maxWp);
        }

        /** The same fighter with its concentration as the viewer may read it. */
        Fighter withConcentration(JsonNode seen) {
            return new Fighter(id, name, side, hp, maxHp, ac, speed, size, conditions, afflictions, position,
                    reactionAvailable, surprised, readied, seen, life, deathSaves, dodging, hidden, helpedBy,
                    hitDiceSpent, withinReach, spellcasting, wp, maxWp);
        }

        /** The same fighter with its conditions as the viewer may read them. */
        Fighter withAfflictions(JsonNode seen) {
            return new Fighter(id, name, side, hp, maxHp, ac, speed, size, conditions, seen, position,
                    reactionAvailable, surprised, readied, concentration, life, deathSaves, dodging, hidden, helpedBy,
                    hitDiceSpent, withinReach, spellcasting, wp, maxWp);
        }

        /** The same fighter, where the viewer cannot tell where it is (a hidden creature). */
        Fighter withoutPosition() {
            return new Fighter(id, name, side, hp, maxHp, ac, speed, size, conditions, afflictions, null,
                    reactionAvailable, surprised, readied, concentration, life, deathSaves, dodging, hidden, helpedBy,
                    hitDiceSpent, null, spellcasting, wp, maxWp);
        }
    }

    record Place(String combatant, int total, int roll, int dex, JsonNode rollOffs) {
        static Place of(InitiativeView v) {
            return new Place(v.combatantId(), v.total(), v.roll(), v.dex(), tree(v.rollOffs()));
        }
    }

    /**
     * A line of the log as a viewer reads it: {@code secret} (what really happened: who cast an imperceptible spell,
     * that a save was never rolled) only for the GM and those privy to it (000 › Perceiving a Caster at Work).
     */
    record Line(long sequence, int step, String type, String kind, String text, String rule, JsonNode rolls,
                String secret) {
        static Line of(LogEntry e, Viewer viewer) {
            boolean hidden = e.secret() != null && !viewer.reads(e);
            return new Line(e.sequence(), e.step(), e.eventType(), e.kind(), e.text(), e.rule(),
                    hidden ? withoutRollers(tree(e.rolls())) : tree(e.rolls()), hidden ? null : e.secret());
        }

        /** The rolls with who rolled left out, for a viewer from whom the line keeps the caster secret. */
        private static JsonNode withoutRollers(JsonNode rolls) {
            if (rolls == null || !rolls.isArray()) {
                return rolls;
            }
            com.fasterxml.jackson.databind.node.ArrayNode out = rolls.deepCopy();
            for (JsonNode r : out) {
                if (r instanceof com.fasterxml.jackson.databind.node.ObjectNode o && o.has("roller")) {
                    o.putNull("roller");
                }
            }
            return out;
        }
    }

    /**
     * Who reads: the GM (and an auditor) reads every secret; a player the secrets its combatants are privy to; a
     * spectator none (README, Who may do what).
     */
    record Viewer(boolean gm, List<String> combatants) {
        static final Viewer PUBLIC = new Viewer(false, List.of());
        static final Viewer GM = new Viewer(true, List.of());

        Viewer {
            combatants = combatants == null ? List.of() : List.copyOf(combatants);
        }

        boolean reads(LogEntry e) {
            return e.secret() != null && (gm || combatants.stream().anyMatch(c -> contains(tree(e.privy()), c)));
        }

        /** Whether this viewer may know who acted, when only the GM and the actor itself may. */
        boolean knows(String actor) {
            return gm || actor != null && combatants.contains(actor);
        }

        static boolean contains(JsonNode list, String id) {
            if (list == null) {
                return false;
            }
            for (JsonNode n : list) {
                if (n.asText().equals(id)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** One roll of the log, with the command entry and index that name it for OverrideRoll. */
    record RollLine(int step, int entry, int index, long sequence, String type, String roller, String purpose,
                    String expression, JsonNode dice, JsonNode kept, JsonNode modifiers, int total, Integer against,
                    String outcome, String rule, JsonNode advantage, JsonNode disadvantage, int boons, int banes,
                    boolean dragon, boolean demon) {
        /** The rolls of a line; who rolled is left out where the line keeps the caster secret from the viewer. */
        static List<RollLine> of(LogEntry e, Viewer viewer) {
            List<RollLine> out = new java.util.ArrayList<>();
            JsonNode rolls = tree(e.rolls());
            boolean hidden = e.secret() != null && !viewer.reads(e);
            for (int i = 0; i < rolls.size(); i++) {
                JsonNode r = rolls.get(i);
                String outcome = r.path("outcome").asText(null);
                out.add(new RollLine(e.step(), e.origin(), e.firstRoll() + i, e.sequence(), e.eventType(),
                        hidden ? null : r.path("roller").asText(null), r.path("purpose").asText(null),
                        r.path("expression").asText(),
                        r.get("dice"), r.get("kept"), r.get("modifiers"), r.path("total").asInt(),
                        r.path("against").isNull() ? null : r.path("against").asInt(), outcome,
                        r.path("rule").asText(null), r.get("advantage"), r.get("disadvantage"),
                        r.path("advantage").size(), r.path("disadvantage").size(),
                        "dragon".equals(outcome), "demon".equals(outcome)));
            }
            return out;
        }
    }

    record StoredEvent(long sequence, long position, int step, String type, String revision, String status,
                       boolean undone, JsonNode payload) {
    }

    /** An event's payload for a reader: the encounter's seed only for the GM (issue 16: the dice follow from it). */
    static JsonNode payload(EncounterEvent event, boolean gm) {
        JsonNode tree = JSON.valueToTree(event);
        if (!gm && event instanceof battleledger.kernel.event.SetupEvent.EncounterCreated
                && tree instanceof com.fasterxml.jackson.databind.node.ObjectNode o) {
            o.remove("seed");
        }
        return tree;
    }

    record Step(int step, String by, String kind, String command, String status, boolean inEffect,
                Integer redecidedIn, String reason) {
        static Step of(StepViewRow r) {
            return new Step(r.step(), r.sender(), r.kind(), r.command(), r.status(), r.inEffect(), r.redecidedIn(),
                    r.reason());
        }
    }

    record State(int step, String digest, JsonNode battle) {
    }

    /**
     * GET /sequence: the open sequence (002 › Sequences): what triggered it, the declarations in order, the order
     * they will resolve in, who is awaited, what waits for its end. With none open: the reactions still awaited
     * (an opportunity attack) and nothing else.
     */
    record SequenceAnswer(boolean open, String trigger, boolean closed, JsonNode declarations,
                          JsonNode resolutionOrder, JsonNode awaiting, JsonNode deferred) {
        static SequenceAnswer of(EncounterView v) {
            return of(tree(v.sequenceState()), tree(v.awaiting()));
        }

        /** From the stored sequence (null when none is open) and the reactions awaited. */
        static SequenceAnswer of(JsonNode s, JsonNode awaiting) {
            if (s == null) {
                return new SequenceAnswer(false, null, false, JSON.createArrayNode(), JSON.createArrayNode(),
                        awaiting, JSON.createArrayNode());
            }
            return new SequenceAnswer(true, s.path("trigger").asText(), s.path("closed").asBoolean(),
                    s.get("declarations"), s.get("resolutionOrder"), s.get("awaiting"), s.get("deferred"));
        }
    }

    record Verified(boolean verified, int steps, int events, String digest, Verification.Difference firstDifference) {
    }

    /** Reads trees without resolving the target type again on every call (ObjectMapper.readTree does: issue 18). */
    private static final com.fasterxml.jackson.databind.ObjectReader TREES = JSON.readerFor(JsonNode.class);

    static JsonNode tree(String json) {
        if (json == null) {
            return null;
        }
        if (json.equals("[]")) {
            return JSON.createArrayNode(); // most JSON columns of most rows (no conditions, no helpers, no one in reach)
        }
        try {
            return TREES.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable read-model JSON", e);
        }
    }
}
