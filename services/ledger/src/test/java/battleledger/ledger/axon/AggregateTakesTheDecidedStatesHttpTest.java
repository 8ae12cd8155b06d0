package battleledger.ledger.axon;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.state.EncounterState;
import battleledger.ledger.ServedApi;
import battleledger.ledger.Session;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import org.axonframework.config.Configuration;
import org.axonframework.messaging.unitofwork.DefaultUnitOfWork;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 18: the Encounter aggregate keeps the state the kernel's loop left while deciding a command rather than
 * folding the command's events again. The aggregate the service keeps (in its cache) after attacks, an override deep
 * down, a revoke, an undo and a redo is the very state folding every stored event gives (DESIGN.md, The kernel is a
 * decider: a battle replays exactly).
 */
@MicronautTest(transactional = false)
class AggregateTakesTheDecidedStatesHttpTest extends ServedApi {

    @Test
    void theAggregateKeptAfterRevisionsIsItsStoredEventsFolded() {
        Session b = Session.annBobAndOrc(api, "kept-state", "Kept state", 18, 11, 3, 15, 6, 4, 19, 8, 12, 2, 17, 5);
        b.command("{\"type\":\"Move\",\"actor\":\"ann\",\"feet\":20,\"leaves\":[],\"enters\":[\"orc\"]}");
        b.command("{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"orc\",\"attack\":\"sword\"}");
        b.command(Session.endTurn("ann"));
        b.command("{\"type\":\"Move\",\"actor\":\"bob\",\"feet\":20,\"leaves\":[],\"enters\":[\"orc\"]}");
        b.command("{\"type\":\"Attack\",\"actor\":\"bob\",\"target\":\"orc\",\"attack\":\"sword\"}");
        b.command(Session.endTurn("bob"));
        b.command(Session.endTurn("orc"));
        b.command("{\"type\":\"OverrideRoll\",\"step\":7,\"roll\":0,\"dice\":[20]}");
        b.command(Session.endTurn("ann"));
        assertThat(live("kept-state")).isEqualTo(folded("kept-state"));

        b.command("{\"type\":\"RevokeRuling\",\"step\":13}");
        b.command("{\"type\":\"Undo\"}");
        assertThat(live("kept-state")).isEqualTo(folded("kept-state"));
        b.command("{\"type\":\"Redo\"}");
        assertThat(live("kept-state")).isEqualTo(folded("kept-state"));
        assertThat(b.verified()).isTrue();
    }

    /** The state of the aggregate the service decides the encounter's next command on. */
    private EncounterState live(String id) {
        Configuration axon = server.getApplicationContext().getBean(Configuration.class);
        return DefaultUnitOfWork.startAndGet(null).executeWithResult(() ->
                axon.repository(EncounterAggregate.class).load(id).invoke(EncounterAggregate::state)).getPayload();
    }

    /** Every stored event of the encounter folded, from the first. */
    private EncounterState folded(String id) {
        Configuration axon = server.getApplicationContext().getBean(Configuration.class);
        EncounterState state = EncounterAggregate.DECIDER.initialState();
        for (var message : axon.eventStore().readEvents(id).asStream().toList()) {
            state = EncounterAggregate.DECIDER.evolve(state, (EncounterEvent) message.getPayload());
        }
        return state;
    }
}
