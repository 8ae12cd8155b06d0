package battleledger.kernel.state;

import battleledger.kernel.event.SetupEvent;
import battleledger.kernel.event.SetupEvent.CombatEnded;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.CombatantAdded;
import battleledger.kernel.event.SetupEvent.EncounterCreated;
import battleledger.kernel.event.SetupEvent.TerrainPlaced;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Setting up and ending a battle, and its initiative. */
final class SetupFold {

    private SetupFold() {
    }

    static Battle apply(Battle b, SetupEvent event) {
        return switch (event) {
            case EncounterCreated e -> b.withField(Field.of(e.options()))
                    .withTime(b.time().withRound(e.options().roundSeconds()));
            case TerrainPlaced e -> b.withField(b.field().with(e.walls(), e.difficult(), e.obscuredCells()));
            case CombatantAdded e -> b.withCombatant(Combatant.joining(e.combatant()));
            case CombatStarted e -> combatStarted(b, e);
            case InitiativeRolled e -> initiativeRolled(b, e);
            case SetupEvent.InitiativeShared e -> initiativeShared(b, e);
            case InitiativeTiesRolledOff e -> tiesRolledOff(b, e);
            case InitiativeOrderSet e -> orderSet(b, e);
            case SetupEvent.InitiativeDealt e -> initiativeDealt(b, e);
            case CombatEnded e -> ClockFold.combatEnded(combatEnded(b, e));
            case SetupEvent.ShortRestTaken e -> ClockFold.shortRest(b);
            case SetupEvent.LongRestTaken e -> ClockFold.longRest(b);
            case SetupEvent.LongRestBegun e -> ClockFold.longRestBegun(b, e);
        };
    }

    static Battle sightRuled(Battle b, battleledger.kernel.event.RulingEvent.SightRuled e) {
        return b.withField(b.field().withRuledSight(e.from(), e.to(),
                new battleledger.kernel.model.Situation(e.cover(), null, e.unseen(), e.reason())));
    }

    private static Battle combatStarted(Battle b, CombatStarted e) {
        Battle started = b.withPhase(Battle.Phase.COMBAT).withInitiative(List.of());
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

    private static Battle initiativeShared(Battle b, battleledger.kernel.event.SetupEvent.InitiativeShared e) {
        List<InitiativeEntry> entries = new ArrayList<>(b.initiative());
        b.initiative().stream().filter(x -> x.combatant().equals(e.with())).findFirst().ifPresent(leader ->
                entries.add(new InitiativeEntry(e.combatant(), leader.roll(), leader.total(), leader.dex(),
                        List.of())));
        return b.withInitiative(entries);
    }

    private static Battle tiesRolledOff(Battle b, InitiativeTiesRolledOff e) {
        Battle next = b;
        for (var roll : e.rolls()) {
            next = next.updateInitiative(roll.roller(), entry -> entry.withRollOff(roll.total()));
        }
        return next;
    }

    /** Each card is the combatant's initiative (Dragonbane core rules › Initiative); there is no Dexterity. */
    private static Battle initiativeDealt(Battle b, battleledger.kernel.event.SetupEvent.InitiativeDealt e) {
        List<InitiativeEntry> entries = new ArrayList<>(b.initiative());
        e.cards().forEach(c -> entries.add(new InitiativeEntry(c.combatant(), c.card(), c.card(), 0, List.of())));
        return b.withInitiative(entries);
    }

    private static Battle orderSet(Battle b, InitiativeOrderSet e) {
        Map<String, InitiativeEntry> byId = new LinkedHashMap<>();
        b.initiative().forEach(entry -> byId.put(entry.combatant(), entry));
        return b.withInitiative(e.order().stream().filter(byId::containsKey).map(byId::get).toList());
    }

    /** Between fights there is no initiative, no turn, and nothing that lasts "until your next turn". */
    private static Battle combatEnded(Battle b, CombatEnded e) {
        Battle ended = new Battle(Battle.Phase.SETUP, b.combatants(), List.of(), 0, null, null, b.engaged(), List.of(),
                null, b.effects(), b.field(), b.time());
        return ended.updateEveryone(c -> c.withStance(s -> new Stance(false, true, false, List.of(), null, null,
                s.edges())));
    }
}
