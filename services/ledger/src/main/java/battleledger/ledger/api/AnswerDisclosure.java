package battleledger.ledger.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A command's answer as its sender may read it (README, Who may do what): the secrets of its events that the sender is
 * not privy to are withheld, as {@link Disclosure} withholds them from every other read.
 */
final class AnswerDisclosure {

    private AnswerDisclosure() {
    }

    private static final com.fasterxml.jackson.databind.ObjectWriter EVENTS =
            battleledger.ledger.json.KernelJson.newMapper().writerFor(battleledger.kernel.event.EncounterEvent.class);

    /**
     * A command's events as the sender may read them: an event whose log line keeps a secret the sender is not privy
     * to (who cast a spell nobody saw) is withheld: {@code {"type","step","withheld":true,"text"}} with the line
     * everyone reads.
     */
    static List<JsonNode> events(battleledger.ledger.app.EncounterService.Accepted accepted, Views.Viewer v) {
        List<JsonNode> out = new java.util.ArrayList<>();
        for (var e : accepted.events()) {
            out.add(Views.tree(write(e)));
        }
        if (v.gm()) {
            return out;
        }
        out.forEach(e -> unbluffed(e, v));
        Set<String> hidden = new HashSet<>();
        for (var secret : accepted.secrets()) {
            if (v.combatants().stream().noneMatch(secret.privy()::contains)) {
                hidden.addAll(secret.privy());
                JsonNode original = out.get(secret.index());
                ObjectNode withheld = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
                withheld.set("type", original.get("type"));
                withheld.set("step", original.get("step"));
                withheld.put("withheld", true);
                withheld.put("text", secret.text());
                out.set(secret.index(), withheld);
            }
        }
        if (!hidden.isEmpty()) {
            // the other events of the step (damage dealt by the unseen spell) do not name its caster either; but the
            // names the sender's own command wrote stay in the acts of its own combatants (Ann's attack on the imp
            // that set off its unseen readied charm still names its target to Ann), which the rest cannot confirm
            Set<String> named = new HashSet<>();
            if (sendersOwn(accepted) && !out.get(0).path("withheld").asBoolean()) {
                texts(out.get(0), named);
            }
            Set<String> keptFromOwn = new HashSet<>(hidden);
            keptFromOwn.removeAll(named);
            for (JsonNode e : out) {
                if (!e.path("withheld").asBoolean()) {
                    scrub(e, ownActor(e, v) ? keptFromOwn : hidden);
                }
            }
        }
        return out;
    }

    /**
     * "you can certainly bluff the casting of a spell" (002 › Stages of Spellcasting › Choose the spell): that a
     * casting is a bluff is the GM's and the bluffer's to know; to everyone else it reads as the casting it pretends.
     */
    private static void unbluffed(JsonNode event, Views.Viewer v) {
        JsonNode pending = event.path("pending");
        String actor = event.path("actor").asText(pending.path("actor").asText(null));
        if (actor != null && v.combatants().contains(actor)) {
            return;
        }
        if (event instanceof ObjectNode o && !"SpellIdentified".equals(o.path("type").asText())) {
            o.remove("bluff");
        }
        if (pending instanceof ObjectNode p) {
            p.remove("bluff");
        }
    }

    /** Whether the answer's first event records the command the sender sent: the intent that opens its step. */
    private static boolean sendersOwn(battleledger.ledger.app.EncounterService.Accepted accepted) {
        return !accepted.events().isEmpty() && accepted.events().get(0) instanceof battleledger.kernel.event.Accepted
                && accepted.events().get(0).step() == accepted.step();
    }

    /** Whether an event is an act of one of the viewer's own combatants (its actor, or its pending action's). */
    private static boolean ownActor(JsonNode event, Views.Viewer v) {
        String actor = event.path("actor").asText(event.path("pending").path("actor").asText(null));
        return actor != null && v.combatants().contains(actor);
    }

    private static void texts(JsonNode node, Set<String> into) {
        if (node.isTextual()) {
            into.add(node.asText());
        }
        node.forEach(child -> texts(child, into));
    }

    private static void scrub(JsonNode node, Set<String> hidden) {
        if (node instanceof ObjectNode o) {
            List<String> names = new java.util.ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                JsonNode value = o.get(name);
                if (value.isTextual() && hidden.contains(value.asText())) {
                    o.putNull(name);
                } else {
                    scrub(value, hidden);
                }
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).isTextual() && hidden.contains(a.get(i).asText())) {
                    a.set(i, com.fasterxml.jackson.databind.node.NullNode.instance);
                } else {
                    scrub(a.get(i), hidden);
                }
            }
        }
    }

    private static String write(battleledger.kernel.event.EncounterEvent e) {
        try {
            return EVENTS.writeValueAsString(e);
        } catch (com.fasterxml.jackson.core.JsonProcessingException x) {
            throw new IllegalStateException("cannot write an event", x);
        }
    }

}
