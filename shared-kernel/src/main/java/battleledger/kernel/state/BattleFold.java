package battleledger.kernel.state;

import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.IntentEvent.TurnEnded;
import battleledger.kernel.event.OutcomeEvent.RoundStarted;
import battleledger.kernel.event.OutcomeEvent.TurnStarted;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.support.Dispatch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How each event changes the battle. Never rolls, never fails; events that change nothing have no entry. */
public final class BattleFold {

    static final Dispatch<Battle, EncounterEvent> FOLD = new Dispatch<Battle, EncounterEvent>()
            .on(CombatantAdded.class, (b, e) -> b.withCombatant(Combatant.joining(e.combatant())))
            .on(CombatStarted.class, BattleFold::combatStarted)
            .on(InitiativeRolled.class, BattleFold::initiativeRolled)
            .on(InitiativeTiesRolledOff.class, BattleFold::tiesRolledOff)
            .on(InitiativeOrderSet.class, BattleFold::orderSet)
            .on(RoundStarted.class, (b, e) -> b.withRound(e.round()))
            // A reaction is regained at "the start of your next turn" (001 › Combat › Taking a Turn › Reactions)
            .on(TurnStarted.class, (b, e) -> b.withTurn(e.actor())
                    .updateCombatant(e.actor(), c -> c.withReactionAvailable(true)))
            // Surprised "until after its first turn in the battle" (001 › Combat › Surprise)
            .on(TurnEnded.class, (b, e) -> b.updateCombatant(e.actor(), c -> c.withSurprised(false)));

    private BattleFold() {
    }

    public static Battle apply(Battle b, EncounterEvent event) {
        return FOLD.apply(b, event);
    }

    private static Battle combatStarted(Battle b, CombatStarted e) {
        Battle started = b.withPhase(Battle.Phase.COMBAT);
        for (String id : e.surprised()) {
            started = started.updateCombatant(id, c -> c.withSurprised(true));
        }
        return started;
    }

    private static Battle initiativeRolled(Battle b, InitiativeRolled e) {
        List<InitiativeEntry> entries = new ArrayList<>(b.initiative());
        entries.add(new InitiativeEntry(e.combatant(), e.roll().natural(), e.roll().total(), e.dexScore(), List.of()));
        return b.withInitiative(entries);
    }

    private static Battle tiesRolledOff(Battle b, InitiativeTiesRolledOff e) {
        Battle next = b;
        for (var roll : e.rolls()) {
            next = next.updateInitiative(roll.roller(), entry -> entry.withRollOff(roll.total()));
        }
        return next;
    }

    private static Battle orderSet(Battle b, InitiativeOrderSet e) {
        Map<String, InitiativeEntry> byId = new LinkedHashMap<>();
        b.initiative().forEach(entry -> byId.put(entry.combatant(), entry));
        return b.withInitiative(e.order().stream().filter(byId::containsKey).map(byId::get).toList());
    }
}
