package battleledger.ledger.axon;

import org.axonframework.serialization.upcasting.event.EventUpcaster;

import java.util.List;

/** The upcasters that bring stored events of earlier revisions to the current shape, oldest first. */
public final class Upcasters {

    private final List<EventUpcaster> upcasters;

    public Upcasters() {
        this(List.of(new InitiativeRolledDexScore()));
    }

    Upcasters(List<EventUpcaster> upcasters) {
        this.upcasters = List.copyOf(upcasters);
    }

    public List<EventUpcaster> all() {
        return upcasters;
    }
}
