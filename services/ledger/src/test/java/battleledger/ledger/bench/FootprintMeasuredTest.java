package battleledger.ledger.bench;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.projection.Footprint;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openjdk.jol.info.GraphLayout;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18 (memory): the caches weigh a battle by {@link Footprint}, an estimate from its steps; this keeps the
 * estimate true. The driver's battle (its three fighters, then Dodge, a check the GM calls and EndTurn, turn after
 * turn, each command read as a request's body is) is decided, its events written as the store keeps them and read
 * back, and folded, as the projection and a command side that reloads the battle hold it; JOL walks what the fold
 * holds. A change that makes a step heavier (a new copy per event, a string not shared) fails here rather than
 * letting the caches hold more than their budgets say.
 */
class FootprintMeasuredTest {

    static {
        // JOL reads a record's field offsets this way on JDKs that refuse Unsafe.objectFieldOffset for records
        System.setProperty("jol.magicFieldOffset", "true");
    }

    private static final EncounterDecider DECIDER = new EncounterDecider();
    private static final ObjectMapper STORE = KernelJson.newMapper();

    @ParameterizedTest(name = "{0} turns")
    @ValueSource(ints = {100, 333, 1_500})
    @DisplayName("a battle read back from the store holds no more than the caches weigh it, and not much less")
    void aBattleReadBackHoldsWhatTheCachesWeighIt(int turns) throws Exception {
        List<EncounterEvent> events = new ArrayList<>();
        DriverBattle.play(turns, events);

        assertWeighedAsItHolds(DECIDER.fold(readBack(events)), 4);
    }

    @ParameterizedTest(name = "{0} turns")
    @ValueSource(ints = {100, 333, 1_500})
    @DisplayName("a battle as the command side decided it holds no more than the caches weigh it, and not much less")
    void aBattleAsDecidedHoldsWhatTheCachesWeighIt(int turns) {
        // the command side's cache holds the battle its own commands made: the events as decided, never read back
        assertWeighedAsItHolds(DriverBattle.play(turns, new ArrayList<>()), 3);
    }

    /** Weighed at least what it holds, and less than {@code 1 + 1/slack} times that. */
    private static void assertWeighedAsItHolds(EncounterState state, int slack) {
        long held = GraphLayout.parseInstance(state).totalSize();
        long weighed = Footprint.of(state);

        assertThat(weighed).as("weighed %d bytes for %d steps, holding %d", weighed,
                state.timeline().steps().size(), held).isGreaterThanOrEqualTo(held)
                .isLessThan(held + held / slack);
    }

    private static List<EncounterEvent> readBack(List<EncounterEvent> events) throws Exception {
        List<EncounterEvent> read = new ArrayList<>(events.size());
        for (EncounterEvent e : events) {
            read.add(STORE.readValue(STORE.writeValueAsString(e), EncounterEvent.class));
        }
        return read;
    }
}
