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

    record Created(String id, int step, long position) {
    }

    record CommandAnswer(int step, long position, List<EncounterEvent> events) {
    }

    record Turn(String actor) {
    }

    record Summary(String id, String name, String ruleset, String status, int round, Turn turn, int step,
                   long position, long seed, JsonNode options, JsonNode sequence) {
        static Summary of(EncounterView v) {
            return new Summary(v.id(), v.name(), v.ruleset(), v.status(), v.round(),
                    v.turnActor() == null ? null : new Turn(v.turnActor()), v.step(), v.position(), v.seed(),
                    tree(v.options()), null);
        }
    }

    record Point(int x, int y) {
    }

    record Fighter(String id, String name, String side, int hp, int maxHp, int ac, int speed, String size,
                   JsonNode conditions, Point position, boolean reactionAvailable, boolean surprised,
                   JsonNode readied, JsonNode concentration) {
        static Fighter of(CombatantView c) {
            return new Fighter(c.combatantId(), c.name(), c.side(), c.hp(), c.maxHp(), c.ac(), c.speed(), c.size(),
                    tree(c.conditions()),
                    c.positionX() == null ? null : new Point(c.positionX(), c.positionY()),
                    c.reactionAvailable(), c.surprised(), tree(c.readied()), tree(c.concentration()));
        }
    }

    record Place(String combatant, int total, int roll, int dex, JsonNode rollOffs) {
        static Place of(InitiativeView v) {
            return new Place(v.combatantId(), v.total(), v.roll(), v.dex(), tree(v.rollOffs()));
        }
    }

    record Line(long sequence, int step, String type, String kind, String text, String rule, JsonNode rolls) {
        static Line of(LogEntry e) {
            return new Line(e.sequence(), e.step(), e.eventType(), e.kind(), e.text(), e.rule(), tree(e.rolls()));
        }
    }

    record StoredEvent(long sequence, long position, int step, String type, String revision, String status,
                       boolean undone, EncounterEvent payload) {
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

    record Verified(boolean verified, int steps, int events, String digest, Verification.Difference firstDifference) {
    }

    static JsonNode tree(String json) {
        if (json == null) {
            return null;
        }
        try {
            return JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable read-model JSON", e);
        }
    }
}
