package battleledger.ledger.axon;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.axonframework.serialization.SimpleSerializedType;
import org.axonframework.serialization.upcasting.event.IntermediateEventRepresentation;
import org.axonframework.serialization.upcasting.event.SingleEventUpcaster;

/**
 * InitiativeRolled revision 1 → 2: the field {@code dex} is renamed {@code dexScore} (it always held the score; the
 * modifier is in the roll's modifiers). Battles stored before the change load, replay and verify unchanged.
 */
final class InitiativeRolledDexScore extends SingleEventUpcaster {

    static final SimpleSerializedType FROM = new SimpleSerializedType("InitiativeRolled", "1");
    static final SimpleSerializedType TO = new SimpleSerializedType("InitiativeRolled", "2");

    @Override
    protected boolean canUpcast(IntermediateEventRepresentation representation) {
        return FROM.equals(representation.getType());
    }

    @Override
    protected IntermediateEventRepresentation doUpcast(IntermediateEventRepresentation representation) {
        return representation.upcastPayload(TO, JsonNode.class, payload -> {
            ObjectNode event = (ObjectNode) payload;
            event.set("dexScore", event.remove("dex"));
            return event;
        });
    }
}
