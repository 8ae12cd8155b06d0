package battleledger.ledger.file;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.audit.Verification;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.ledger.app.AuditService;
import battleledger.ledger.app.EventStoreQueries;
import battleledger.ledger.axon.EncounterCommands;
import battleledger.ledger.axon.EncounterGateway;
import jakarta.inject.Singleton;
import org.axonframework.modelling.command.AggregateStreamCreationException;

import java.util.ArrayList;
import java.util.List;

/** Battle files in and out of the service: an encounter's stored events exported, a verified file imported. */
@Singleton
public class BattleFileService {

    private final AuditService audit;
    private final EncounterGateway commands;
    private final EventStoreQueries store;

    public BattleFileService(AuditService audit, EncounterGateway commands, EventStoreQueries store) {
        this.audit = audit;
        this.commands = commands;
        this.store = store;
    }

    /** What an import made: the new encounter, its last step and store position, and the battle's digest. */
    /** An imported battle: where it stands, its digests, and (over HTTP) the new encounter's GM token. */
    public record Imported(String id, int step, long position, int events, String digest, String fileDigest,
                           String gmToken) {
        Imported withGmToken(String token) {
            return new Imported(id, step, position, events, digest, fileDigest, token);
        }
    }

    public String export(String id) {
        return BattleFile.write(audit.events(id).stream().map(AuditService.Stored::event).toList());
    }

    /**
     * Reads, replays and checks a battle file, then appends its events as a new encounter: the file's own id, or
     * {@code id} when given. Nothing is stored unless the whole file verifies.
     */
    public Imported importFile(String text, String id) {
        return importFile(text, id, java.util.Map.of());
    }

    /** As {@link #importFile(String, String)}, {@code metaData} carrying the GM token stored with the encounter. */
    public Imported importFile(String text, String id, java.util.Map<String, String> metaData) {
        BattleFile.Parsed file = BattleFile.read(text);
        Verification v = BattleFiles.check(file);
        String target = id == null || id.isBlank() ? file.header().encounter() : id;
        // the rule POST /encounters applies (Setup): before anything is stored. An id the read models cannot hold
        // once stopped a projection segment for good, with the events already appended
        battleledger.kernel.model.StatBlockRules.requireId("id", target);
        List<EncounterEvent> events = new ArrayList<>(file.events());
        EncounterCreated created = (EncounterCreated) events.get(0);
        events.set(0, new EncounterCreated(created.step(), created.by(), target, created.name(), created.ruleset(),
                created.seed(), created.options()));
        try {
            // decided here or by the new encounter's owner on another node (its failure as ours either way)
            commands.send(target, org.axonframework.commandhandling.GenericCommandMessage.asCommandMessage(
                    new EncounterCommands.Import(target, events)).andMetaData(metaData));
        } catch (AggregateStreamCreationException e) {
            throw RuleViolation.conflict("encounter-exists", null, "an encounter \"" + target + "\" already exists; "
                    + "import under another id with ?id=");
        } catch (RuntimeException | Error e) {
            battleledger.ledger.app.EncounterService.creationFailed(target, e);
            throw e;
        }
        int lastStep = events.get(events.size() - 1).step();
        return new Imported(target, lastStep, battleledger.ledger.app.EncounterService.positionOfCreated(store, target,
                events.size() - 1), events.size(),
                v.digest(), file.statedDigest(), null);
    }
}
