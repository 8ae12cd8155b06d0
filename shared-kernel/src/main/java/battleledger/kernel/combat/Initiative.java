package battleledger.kernel.combat;

import battleledger.kernel.Decision;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.dice.DiceExpression;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.dice.Roll;
import battleledger.kernel.event.TurnEvent.RoundStarted;
import battleledger.kernel.event.SetupEvent.CombatStarted;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SetupEvent.InitiativeRolled;
import battleledger.kernel.event.SetupEvent.InitiativeTiesRolledOff;
import battleledger.kernel.model.Ability;
import battleledger.kernel.rules.Playtest;
import battleledger.kernel.setup.Setup;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Starting a battle: "1. Determine surprise. 2. Roll initiative. 3. Play through a round of combat"
 * (001 › Combat › The Combat Sequence).
 */
public final class Initiative {

    /** Roll-offs repeat "until they are resolved"; this many rounds of ties can only come from a broken script. */
    static final int MAX_ROLL_OFF_ROUNDS = 1_000;

    private Initiative() {
    }

    public static void startCombat(Decision d, StartCombat c) {
        Setup.gmOnly(d, "StartCombat");
        Battle b = d.battle();
        if (b.phase() != Battle.Phase.SETUP) {
            throw RuleViolation.conflict("combat-already-started", Playtest.COMBAT_SEQUENCE,
                    "initiative is rolled once, at the beginning of the battle");
        }
        if (b.combatants().isEmpty()) {
            throw RuleViolation.conflict("no-combatants", Playtest.COMBAT_SEQUENCE,
                    "add combatants before starting combat");
        }
        Set<String> seen = new HashSet<>();
        for (String id : c.surprised()) {
            d.combatant(id, "surprised[]");
            if (!seen.add(id)) {
                throw RuleViolation.invalid("duplicate-id", "surprised names \"" + id + "\" twice");
            }
        }
        Map<String, List<String>> groups = InitiativeGroups.check(d, c.groups());
        // "Determining Surprise: The DM determines who might be surprised." (001 › Combat › Surprise)
        d.emit(new CombatStarted(d.step(), d.by(), c.surprised(), c.groups()));

        // "each participant in a battle rolls a d20 and adds its Dexterity modifier" (001 › Combat › Initiative);
        // "A group of identical creatures can roll once for the entire group": its first member rolls
        Map<String, Roll> rolls = new LinkedHashMap<>();
        for (Combatant fighter : b.combatants().values()) {
            if (InitiativeGroups.follower(groups, fighter.id())) {
                continue;
            }
            int dexMod = fighter.stats().modifier(Ability.DEX);
            Roll roll = d.roll(fighter.id(), "initiative", DiceExpression.d20(),
                    List.of(new Modifier("dex", dexMod)), Playtest.INITIATIVE);
            rolls.put(fighter.id(), roll);
            d.emit(new InitiativeRolled(d.step(), fighter.id(), roll, fighter.stats().abilities().dex()));
        }

        groups.forEach((leader, members) -> members.stream().skip(1)
                .forEach(m -> d.emit(new battleledger.kernel.event.SetupEvent.InitiativeShared(d.step(), m, leader))));
        List<String> order = InitiativeGroups.expand(order(d, rolls), groups);
        d.emit(new InitiativeOrderSet(d.step(), order));
        d.emit(new RoundStarted(d.step(), 1));
        Turns.startTurn(d, 1, order.get(0));
    }

    /**
     * "The DM lists the combatants in order of the highest initiative result to the lowest ... If there is a tie,
     * the tied creatures act in order of Dexterity, highest first. If there is still a tie, the tied creatures roll
     * a d20 each to determine their order, highest roll going first. If there are still ties, continue re-rolling
     * until they are resolved." (001 › Combat › Initiative › Resolving Ties)
     */
    static List<String> order(Decision d, Map<String, Roll> rolls) {
        Comparator<String> byTotalThenDex = Comparator
                .comparingInt((String id) -> rolls.get(id).total()).reversed()
                .thenComparing(Comparator.comparingInt(
                        (String id) -> d.battle().combatant(id).stats().abilities().dex()).reversed());
        List<String> sorted = new ArrayList<>(rolls.keySet());
        sorted.sort(byTotalThenDex); // stable: equal creatures keep the order they were added in
        List<String> order = new ArrayList<>();
        int i = 0;
        while (i < sorted.size()) {
            int j = i + 1;
            while (j < sorted.size() && byTotalThenDex.compare(sorted.get(i), sorted.get(j)) == 0) {
                j++;
            }
            List<String> tied = sorted.subList(i, j);
            order.addAll(tied.size() == 1 ? tied : rollOff(d, tied, 1));
            i = j;
        }
        return order;
    }

    private static List<String> rollOff(Decision d, List<String> tied, int round) {
        if (round > MAX_ROLL_OFF_ROUNDS) {
            throw RuleViolation.conflict("initiative-unresolved", Playtest.INITIATIVE_TIES,
                    "the dice tied " + MAX_ROLL_OFF_ROUNDS + " times in a row");
        }
        List<Roll> rolls = new ArrayList<>();
        TreeMap<Integer, List<String>> byRoll = new TreeMap<>(Comparator.reverseOrder());
        for (String id : tied) {
            Roll roll = d.roll(id, "initiative roll-off", DiceExpression.d20(), List.of(), Playtest.INITIATIVE_TIES);
            rolls.add(roll);
            byRoll.computeIfAbsent(roll.total(), k -> new ArrayList<>()).add(id);
        }
        d.emit(new InitiativeTiesRolledOff(d.step(), rolls));
        List<String> order = new ArrayList<>();
        for (List<String> group : byRoll.values()) {
            order.addAll(group.size() == 1 ? group : rollOff(d, group, round + 1));
        }
        return order;
    }
}
