package battleledger.ledger.app;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.ledger.axon.EncounterAggregate;
import battleledger.ledger.axon.EncounterCommands;
import battleledger.ledger.axon.EncounterGateway;
import battleledger.ledger.axon.FreshState;
import battleledger.ledger.axon.KeyedCommands;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.commandhandling.GenericCommandMessage;
import jakarta.inject.Singleton;
import org.axonframework.common.caching.Cache;
import org.axonframework.modelling.command.AggregateNotFoundException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Sends commands to encounters and answers with what they caused and where it stands in the store. */
@Singleton
public class EncounterService {

    private final EncounterGateway commands;
    private final EventStoreQueries store;
    private final Cache cache;
    private final CommandKeys keys;

    public EncounterService(EncounterGateway commands, EventStoreQueries store, Cache cache, CommandKeys keys) {
        this.commands = commands;
        this.store = store;
        this.cache = cache;
        this.keys = keys;
    }

    /** What an accepted command caused: its step, the store position of its last event, and its events. */
    public record Accepted(String encounterId, int step, long position, List<EncounterEvent> events,
                           List<EncounterCommands.Secret> secrets) {

        public Accepted(String encounterId, int step, long position, List<EncounterEvent> events) {
            this(encounterId, step, position, events, List.of());
        }
    }

    public Accepted create(String by, CreateEncounter create) {
        return create(by, create, Map.of());
    }

    /**
     * Creates an encounter; {@code metaData} carries its GM token (axon.CreatedTokens), stored in the same
     * transaction. Once the encounter is stored, a store that stops answering before its position is read is
     * answered {@link CreatedPositionUnknown}, never as a creation that changed nothing.
     */
    public Accepted create(String by, CreateEncounter create, Map<String, String> metaData) {
        Submission submission = new Submission(by, create);
        EncounterAggregate.refuseBadCreation(submission); // here, whichever node the encounter's owner is
        try {
            commands.send(create.id(), GenericCommandMessage.asCommandMessage(
                    new EncounterCommands.Create(create.id(), submission)).andMetaData(metaData));
        } catch (AggregateStreamCreationException e) {
            throw RuleViolation.conflict("encounter-exists", null, "an encounter \"" + create.id() + "\" already exists");
        } catch (RuntimeException | Error e) {
            creationFailed(create.id(), e);
            throw e;
        }
        return new Accepted(create.id(), 1, positionOfCreated(store, create.id(), 0), List.of());
    }

    /**
     * A failure of the command creating an encounter: the store's met while committing (the commit may have gone
     * through unacknowledged) is thrown as {@link CreatedPositionUnknown#creationUnknown}, never answered as one that
     * changed nothing; any other returns, for the caller to throw as it is (a store failure before the commit rolled
     * the creation back: 503 store-unavailable is true).
     */
    public static void creationFailed(String encounterId, Throwable e) {
        if (!(e instanceof VirtualMachineError) && battleledger.ledger.axon.StoreFailures.unreachable(e)
                && battleledger.ledger.axon.StoreFailures.atCommit(e)) {
            throw CreatedPositionUnknown.creationUnknown(encounterId, e);
        }
    }

    /** The store position of a new encounter's event {@code sequence}, read once the encounter is stored. */
    public static long positionOfCreated(EventStoreQueries store, String encounterId, long sequence) {
        try {
            return store.positionOf(encounterId, sequence);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (RuntimeException | Error e) { // a driver cut off mid-way may throw an Error (DriverErrors)
            throw new CreatedPositionUnknown(encounterId, null, e);
        }
    }

    public Accepted submit(String encounterId, Submission submission) {
        return submit(encounterId, submission, null);
    }

    /**
     * A command sent with an idempotency key (issue 12): the first time it is decided, and if taken, its key is
     * stored with its events; sent again with the same key and body, on any node, it is not decided again, and the
     * answer is the original one (the same step). A key first sent with another body is a 422. When the same command
     * is sent again while the first is still being decided (through another node), whichever is stored first wins and
     * the other is answered with its answer: a refusal, or a failure to store the key, is looked up by key first.
     */
    public Accepted submit(String encounterId, Submission submission, CommandKey key) {
        if (key == null) {
            return decide(encounterId, submission, Map.of());
        }
        Optional<Accepted> earlier = keys.answer(encounterId, key);
        if (earlier.isPresent()) {
            return earlier.get();
        }
        try {
            return decide(encounterId, submission,
                    Map.of(KeyedCommands.KEY, key.value(), KeyedCommands.FINGERPRINT, key.fingerprint()));
        } catch (RuntimeException e) {
            // a refusal, a key taken meanwhile (KeyedCommands.KeyTaken, here or on the owner), a store failure
            Optional<Accepted> meanwhile;
            try {
                meanwhile = keys.answer(encounterId, key);
            } catch (RuntimeException lookup) {
                e.addSuppressed(lookup);
                throw e;
            }
            if (meanwhile.isPresent()) {
                return meanwhile.get();
            }
            throw e;
        }
    }

    private Accepted decide(String encounterId, Submission submission, Map<String, String> metaData) {
        if (submission.command() instanceof CreateEncounter) {
            throw RuleViolation.conflict("encounter-exists", null,
                    "encounters are created with POST /encounters, not as a command");
        }
        try {
            EncounterCommands.Decided decided = decideOnCurrentState(encounterId, submission, metaData);
            if (decided.refused() != null) {
                throw decided.refused();
            }
            return new Accepted(encounterId, decided.step(),
                    positionOfTaken(encounterId, decided.lastSequence(), decided.step()), decided.events(),
                    decided.secrets() == null ? List.of() : decided.secrets());
        } catch (AggregateNotFoundException e) {
            throw RuleViolation.notFound("unknown-encounter", "no encounter \"" + encounterId + "\"");
        }
    }

    /**
     * The store position of a command's last event, read once the command is taken: a store that stops answering
     * here must not be answered as one that changed nothing ({@link TakenPositionUnknown}).
     */
    private long positionOfTaken(String encounterId, long sequence, int step) {
        try {
            return store.positionOf(encounterId, sequence);
        } catch (VirtualMachineError e) {
            throw e;
        } catch (RuntimeException | Error e) { // a driver cut off mid-way may throw an Error (DriverErrors)
            throw new TakenPositionUnknown(encounterId, step, e);
        }
    }

    /**
     * Never a refusal on a cached state that is behind the store (issue 12, Several nodes): another node may have
     * appended to this encounter since this node cached it. A refusal decided on a state older than the stream's
     * head, or an append that found its sequence number taken (Axon then drops the cached encounter itself), is
     * decided once more on the encounter read afresh from the store; an acceptance on a stale state cannot happen,
     * because its append would collide.
     */
    private EncounterCommands.Decided decideOnCurrentState(String encounterId, Submission submission,
                                                           Map<String, String> metaData) {
        CommandMessage<?> command = GenericCommandMessage.asCommandMessage(
                new EncounterCommands.Submit(encounterId, submission)).andMetaData(metaData);
        EncounterCommands.Decided decided;
        try {
            decided = commands.send(encounterId, command);
        } catch (ConcurrencyException e) {
            cache.remove(encounterId);
            return commands.send(encounterId, freshState(command));
        }
        if (decided.refused() == null || decided.lastSequence() >= store.lastSequence(encounterId)) {
            return decided;
        }
        cache.remove(encounterId);
        return commands.send(encounterId, freshState(command));
    }

    /** The command, to be decided on the encounter read afresh from the store by whichever node decides it. */
    private static CommandMessage<?> freshState(CommandMessage<?> command) {
        return command.andMetaData(Map.of(FreshState.KEY, "true"));
    }
}
