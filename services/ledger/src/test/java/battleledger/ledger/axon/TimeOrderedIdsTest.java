package battleledger.ledger.axon;

import org.axonframework.common.IdentifierFactory;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 18: Axon's message identifiers are time-ordered UUIDs, appended at the end of the store's unique index. */
class TimeOrderedIdsTest {

    @Test
    void axonFindsTheTimeOrderedIdentifiersThroughItsServiceFile() {
        assertThat(IdentifierFactory.getInstance()).isInstanceOf(TimeOrderedIds.class);
    }

    @Test
    void anIdentifierIsAVersion7UuidCarryingTheMillisecondItWasMadeIn() {
        long before = System.currentTimeMillis();
        UUID id = UUID.fromString(new TimeOrderedIds().generateIdentifier());
        long after = System.currentTimeMillis();
        assertThat(id.version()).isEqualTo(7);
        assertThat(id.variant()).isEqualTo(2); // RFC 9562's variant, 10 in the two top bits
        assertThat(id.getMostSignificantBits() >>> 16).isBetween(before, after);
    }

    @Test
    void identifiersSortAsTextInTheOrderTheyWereMadeManyToAMillisecond() {
        TimeOrderedIds ids = new TimeOrderedIds();
        List<String> made = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            made.add(ids.generateIdentifier());
        }
        assertThat(made).isSorted().doesNotHaveDuplicates();
    }

    @Test
    void aClockSetBackOrAFullMillisecondDoesNotTurnTheOrderBack() {
        TimeOrderedIds ids = new TimeOrderedIds();
        long first = ids.next(1_000);
        long back = ids.next(900); // the clock went back 100 ms
        assertThat(back).isEqualTo(first + 1);
        long last = back;
        for (int i = 0; i < 5_000; i++) { // more than the 4,096 a millisecond's counter holds
            long n = ids.next(1_000);
            assertThat(n).isGreaterThan(last);
            last = n;
        }
        assertThat(last >>> 12).as("borrowed from the next millisecond").isEqualTo(1_001);
        assertThat(ids.next(2_000)).isEqualTo(2_000L << 12);
    }
}
