package battleledger.ledger.api;

import battleledger.ledger.projection.GridViews;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;
import java.util.Set;

/**
 * The grid as a reader may know it (README, Who may do what): a player or a spectator never reads where a creature
 * hidden from its combatants stands, neither among the occupants nor through the bounds drawn around them, nor who
 * cast a zone or an instant area nobody could perceive being cast (000 › Perceiving a Caster at Work). The rest is
 * {@link Disclosure}.
 */
final class GridDisclosure {

    private GridDisclosure() {
    }

    /** The grid without the creatures hidden from the viewer, and without imperceptible casters of zones. */
    static JsonNode grid(JsonNode grid, List<Views.Fighter> fighters, Views.Viewer v) {
        if (v.gm()) {
            return grid;
        }
        Set<String> hidden = FighterDisclosure.hiding(fighters, v);
        ObjectNode g = grid.deepCopy();
        boolean removed = false;
        if (g.get("occupants") instanceof ArrayNode occupants) {
            ArrayNode kept = occupants.arrayNode();
            occupants.forEach(o -> {
                if (!hidden.contains(o.path("combatant").asText())) {
                    kept.add(o);
                }
            });
            removed = kept.size() < occupants.size();
            g.set("occupants", kept);
        }
        if (g.get("areas") != null) {
            g.set("areas", Disclosure.effects(g.get("areas"), v, hidden));
        }
        if (g.get("resolved") != null) {
            g.set("resolved", Disclosure.effects(g.get("resolved"), v));
        }
        if (removed) {
            // bounds drawn around a creature hidden at the edge of the field would point at it
            g.set("bounds", bounds(g));
        }
        return g;
    }

    /**
     * The rectangle holding the walls, difficult terrain, heavily obscured cells, occupants' cells and areas the viewer
     * reads: what GridViews draws it around, but the creatures hidden from the viewer.
     */
    static JsonNode bounds(ObjectNode g) {
        List<JsonNode> cells = new java.util.ArrayList<>();
        g.path("walls").forEach(cells::add);
        g.path("difficult").forEach(cells::add);
        g.path("obscured").forEach(cells::add);
        g.path("occupants").forEach(o -> o.path("cells").forEach(cells::add));
        g.path("areas").forEach(a -> a.path("cells").forEach(cells::add));
        g.path("resolved").forEach(a -> a.path("cells").forEach(cells::add));
        ObjectNode b = g.objectNode();
        if (cells.isEmpty()) {
            return b.put("minX", 0).put("minY", 0).put("maxX", 0).put("maxY", 0);
        }
        return b.put("minX", cells.stream().mapToInt(c -> c.path("x").asInt()).min().orElse(0) - GridViews.MARGIN)
                .put("minY", cells.stream().mapToInt(c -> c.path("y").asInt()).min().orElse(0) - GridViews.MARGIN)
                .put("maxX", cells.stream().mapToInt(c -> c.path("x").asInt()).max().orElse(0) + GridViews.MARGIN)
                .put("maxY", cells.stream().mapToInt(c -> c.path("y").asInt()).max().orElse(0) + GridViews.MARGIN);
    }
}
