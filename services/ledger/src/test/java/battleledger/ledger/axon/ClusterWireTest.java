package battleledger.ledger.axon;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.Submission;
import battleledger.kernel.rules.Rule;
import battleledger.ledger.app.OwnerUnavailable;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.commandhandling.SimpleCommandBus;
import org.axonframework.commandhandling.distributed.CommandBusConnectorCommunicationException;
import org.axonframework.common.jdbc.JdbcException;
import org.axonframework.eventsourcing.eventstore.EventStoreException;
import org.axonframework.messaging.RemoteExceptionDescription;
import org.axonframework.messaging.RemoteHandlingException;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.axonframework.serialization.SerializedObject;
import org.axonframework.serialization.Serializer;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What travels between nodes when the cluster is on (issue 12, Several nodes): commands and their answers,
 * refusals included, survive the wire; every command is routed by its encounter; and a failure on the owner
 * comes back as the kind the service answers precisely.
 */
class ClusterWireTest {

    private final Serializer wire = ClusterCommandBus.wireSerializer(new EventCatalog());

    @Test
    void aCommandCrossesTheWireUnchanged() {
        EncounterCommands.Submit submit = new EncounterCommands.Submit("e1", new Submission("gm", new EndTurn("ann")));
        assertThat(roundTrip(submit)).isEqualTo(submit);
    }

    @Test
    void aRefusalCrossesTheWireWithItsKindCodeRuleAndDetail() {
        Rule rule = new Rule("001", "Combat › Your Turn");
        EncounterCommands.Decided refused = EncounterCommands.Decided.refused(
                RuleViolation.conflict("not-your-turn", rule, "it is orc's turn"), 7);
        EncounterCommands.Decided back = roundTrip(refused);
        assertThat(back.lastSequence()).isEqualTo(7);
        assertThat(back.refused().kind()).isEqualTo(RuleViolation.Kind.CONFLICT);
        assertThat(back.refused().code()).isEqualTo("not-your-turn");
        assertThat(back.refused().rule()).isEqualTo(rule);
        assertThat(back.refused().detail()).isEqualTo("it is orc's turn");
    }

    @Test
    void everyCommandOfOneEncounterHasTheSameRoutingKey() {
        var create = GenericCommandMessage.asCommandMessage(new EncounterCommands.Create("e1", null));
        var submit = GenericCommandMessage.asCommandMessage(new EncounterCommands.Submit("e1", null));
        var imported = GenericCommandMessage.asCommandMessage(new EncounterCommands.Import("e1", List.of()));
        assertThat(ClusterCommandBus.byEncounter().getRoutingKey(create)).isEqualTo("e1");
        assertThat(ClusterCommandBus.byEncounter().getRoutingKey(submit)).isEqualTo("e1");
        assertThat(ClusterCommandBus.byEncounter().getRoutingKey(imported)).isEqualTo("e1");
    }

    @Test
    void theOwnersFailuresComeBackAsTheKindsTheServiceAnswers() {
        assertThat(ClusterOutcomes.translate("e1", remote(new AggregateNotFoundException("e1", "none"))))
                .isInstanceOf(AggregateNotFoundException.class);
        assertThat(ClusterOutcomes.translate("e1", remote(new AggregateStreamCreationException("exists"))))
                .isInstanceOf(AggregateStreamCreationException.class);
        assertThat(ClusterOutcomes.translate("e1", remote(new ConcurrencyException("taken"))))
                .isInstanceOf(ConcurrencyException.class)
                .isNotInstanceOf(AggregateStreamCreationException.class);
        assertThat(ClusterOutcomes.translate("e1", remote(new EventStoreException("not stored",
                new java.sql.SQLException("canceling statement due to lock timeout", "55P03")))))
                .isInstanceOf(EventStoreException.class);
        assertThat(ClusterOutcomes.translate("e1", new CommandBusConnectorCommunicationException("gone")))
                .isInstanceOf(OwnerUnavailable.class);
        IllegalStateException local = new IllegalStateException("local");
        assertThat(ClusterOutcomes.translate("e1", local)).isSameAs(local);
    }

    /**
     * README, Run on PostgreSQL: "When the database is down ... every request answers ... 503 ... store-unavailable".
     * PostgreSQL restarted under two clustered nodes: the owner's pooled connection was closed, Hikari failed the
     * append with SQLException("Connection is closed", "08003"), and the node that had forwarded the command answered
     * 500 internal-error, the SQL state being lost in the owner's description of its failure.
     */
    @Test
    void aConnectionTheDatabaseClosedOnTheOwnerComesBackAsTheStoreUnreachable() {
        SimpleCommandBus owner = SimpleCommandBus.builder().build();
        SQLException closed = StoreFailuresTest.aStatementOnAConnectionThePoolClosed();
        owner.subscribe(EncounterCommands.Submit.class.getName(), command -> {
            throw new JdbcException("Failed to create a SQL statement", closed);
        });
        AtomicReference<Throwable> failure = new AtomicReference<>();
        StoreFailures.named(owner).dispatch(
                GenericCommandMessage.asCommandMessage(new EncounterCommands.Submit("e1", null)),
                (command, result) -> failure.set(result.exceptionResult()));

        RuntimeException here = ClusterOutcomes.translate("e1", remote(failure.get()));

        assertThat(here).isInstanceOf(EventStoreException.class);
        assertThat(StoreFailures.unreachable(here)).isTrue();
    }

    @Test
    void aFailureOfTheOwnerThatIsNotTheStoresIsPassedOnAsItIs() {
        SimpleCommandBus owner = SimpleCommandBus.builder().build();
        IllegalStateException defect = new IllegalStateException("a defect");
        owner.subscribe(EncounterCommands.Submit.class.getName(), command -> {
            throw defect;
        });
        AtomicReference<Throwable> failure = new AtomicReference<>();
        StoreFailures.named(owner).dispatch(
                GenericCommandMessage.asCommandMessage(new EncounterCommands.Submit("e1", null)),
                (command, result) -> failure.set(result.exceptionResult()));

        assertThat(failure.get()).isSameAs(defect);
    }

    /** The owner's failure as Axon's reply carries it: non-transient when its chain holds a non-transient one. */
    private static RuntimeException remote(Throwable onOwner) {
        RemoteExceptionDescription description = RemoteExceptionDescription.describing(onOwner);
        return new org.axonframework.commandhandling.CommandExecutionException("remote", description.isPersistent()
                ? new org.axonframework.messaging.RemoteNonTransientHandlingException(description)
                : new RemoteHandlingException(description));
    }

    @SuppressWarnings("unchecked")
    private <T> T roundTrip(T value) {
        SerializedObject<byte[]> bytes = wire.serialize(value, byte[].class);
        return (T) wire.deserialize(bytes);
    }
}
