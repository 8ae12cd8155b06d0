package battleledger.kernel.defects;

import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Help;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.RulingCommand.CallForCheck;
import battleledger.kernel.command.RulingCommand.CallForContest;
import battleledger.kernel.command.RulingCommand.CallForSave;
import battleledger.kernel.command.RulingCommand.GrantAdvantage;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.GivenWhenThen;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static battleledger.kernel.support.Events.first;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17's sweep, as a matrix: every rule of 001 that changes an attack roll, on every way an attack is made — the
 * Attack action, the opportunity attack, the readied attack and the spell attack. Ann attacks the orc each time, in
 * melee, with the dice all 1s (a natural 1 misses, so no damage is rolled). The rules that forbid an attack (charmed,
 * hidden, total cover, nonlethal) have their own tests: {@link EveryAttackPathTest},
 * {@link AttackLimitsDefectsTest}, {@link RollDefectsTest} and the grid's {@code GridAttackPathsTest}. Then the rules
 * that change checks and saves, on the checks, saves and contests the GM calls for.
 */
class EveryRuleOnEveryPathTest {

    /** How Ann comes to attack the orc. */
    enum Path {
        ATTACK("the Attack action"),
        OPPORTUNITY("an opportunity attack"),
        READIED("a readied attack"),
        SPELL("a spell attack (shocking grasp)");

        final String words;

        Path(String words) {
            this.words = words;
        }

        @Override
        public String toString() {
            return words;
        }
    }

    /**
     * A rule: what is done to Ann and the orc before the attack (on the orc's turn, by the orc or by the GM), and
     * what the attack roll must show.
     */
    record Rule(String quote, UnaryOperator<Creature> ann, List<EncounterCommand> onTheOrcsTurn,
                Consumer<AttackRolled> shows, String spellRefused) {
        @Override
        public String toString() {
            return quote;
        }
    }

    static Rule rule(String quote, List<EncounterCommand> before, Consumer<AttackRolled> shows) {
        return new Rule(quote, a -> a, before, shows, null);
    }

    /**
     * A rule about not seeing: "You must be able to see a creature that you target directly with a spell" (001 ›
     * Magic › Targets), so the spell attack is refused outright where a weapon attack has disadvantage.
     */
    static Rule unseen(String quote, List<EncounterCommand> before, Consumer<AttackRolled> shows) {
        return new Rule(quote, a -> a, before, shows, "cannot-see-target");
    }

    static Consumer<AttackRolled> disadvantage(String source) {
        return a -> assertThat(a.roll().disadvantage()).contains(source);
    }

    static Consumer<AttackRolled> advantage(String source) {
        return a -> assertThat(a.roll().advantage()).contains(source);
    }

    static List<Rule> rules() {
        return List.of(
                unseen("001 › Conditions › Blinded: \"the creature's attacks have disadvantage\"",
                        List.of(new ApplyCondition("ann", Condition.BLINDED, null)), disadvantage("blinded")),
                rule("001 › Conditions › Restrained: \"the creature's attacks have disadvantage\"",
                        List.of(new ApplyCondition("ann", Condition.RESTRAINED, null)), disadvantage("restrained")),
                rule("001 › Conditions › Frightened: \"disadvantage on checks and attacks while the source of its fear "
                        + "is within line of sight\"", List.of(new ApplyCondition("ann", Condition.FRIGHTENED, "orc")),
                        disadvantage("frightened")),
                rule("001 › Conditions › Prone: \"The creature takes a –2 penalty to attack rolls\"",
                        List.of(new ApplyCondition("ann", Condition.PRONE, null)),
                        a -> assertThat(a.roll().modifiers()).contains(new Modifier("prone", -2))),
                new Rule("001 › Ability Scores › Strength › Carrying Capacity: encumbered, \"you have disadvantage on "
                        + "checks, attack rolls, and saving throws\"", a -> a.carrying(150), List.of(),
                        disadvantage("encumbered"), null),
                rule("001 › Advantage and Disadvantage: \"the DM might also determine that circumstances\" give "
                        + "disadvantage (a one-time ruling on the next attack)",
                        List.of(new GrantAdvantage("ann", "attack", false, "mud")), disadvantage("GM: mud")),
                unseen("001 › Conditions › Invisible: \"Attacks against the creature have disadvantage\"",
                        List.of(new ApplyCondition("orc", Condition.INVISIBLE, null)),
                        disadvantage("target invisible")),
                rule("001 › Conditions › Blinded: \"Attacks against the creature have advantage\"",
                        List.of(new ApplyCondition("orc", Condition.BLINDED, null)), advantage("target blinded")),
                rule("001 › Conditions › Prone: \"Any melee attack against the creature has advantage\"",
                        List.of(new ApplyCondition("orc", Condition.PRONE, null)), advantage("target prone")),
                rule("001 › Combat › Actions in Combat › Dodge: \"you gain a +4 bonus to AC\"",
                        List.of(new Dodge("orc")), a -> assertThat(a.acModifiers()).contains(new Modifier("dodge", 4))));
    }

    static Stream<Arguments> everyRuleOnEveryPath() {
        List<Arguments> out = new ArrayList<>();
        for (Rule r : rules()) {
            for (Path p : Path.values()) {
                out.add(Arguments.of(r, p));
            }
        }
        return out.stream();
    }

    static Move move(String who, List<String> leaves, List<String> enters) {
        return new Move(who, 5, leaves, enters, false);
    }

    static Scene then(Scene s, List<EncounterCommand> commands) {
        for (EncounterCommand c : commands) {
            s = s.then(c);
        }
        return s;
    }

    /** Ann's attack on the orc by the path, after the rule's setup; the dice are all 1s. */
    static GivenWhenThen.When attack(Rule r, Path p) {
        Creature ann = r.ann().apply(Creature.named("ann").hp(40).sword("1d6").wizard(5, "shocking-grasp"));
        Creature orc = Creature.named("orc").side("orcs").hp(40).speed(40).sword("1d6");
        Integer[] ones = {1, 1, 1, 1, 1, 1};
        return switch (p) {
            case ATTACK -> then(Scene.of(orc, ann), r.onTheOrcsTurn()).then(move("orc", List.of(), List.of("ann")))
                    .then(new EndTurn("orc")).when(new Attack("ann", "orc", "sword", null, false, null), ones);
            case SPELL -> then(Scene.of(orc, ann), r.onTheOrcsTurn()).then(move("orc", List.of(), List.of("ann")))
                    .then(new EndTurn("orc")).when(CastSpell.at("ann", "shocking-grasp", List.of("orc")), ones);
            case OPPORTUNITY -> then(Scene.of(orc, ann).then(move("orc", List.of(), List.of("ann"))),
                    r.onTheOrcsTurn()).then(move("orc", List.of("ann"), List.of()))
                    .when(new DeclareReaction("ann", "sword", null), ones);
            case READIED -> then(Scene.of(ann, orc).then(new Ready("ann", new Trigger("EntersReach",
                            new Trigger.Who("enemy", null), null, null), new Attack("ann", "$trigger", "sword", null,
                            false, null))).then(new EndTurn("ann")), r.onTheOrcsTurn())
                    .then(move("orc", List.of(), List.of("ann"))).when(new DeclareReaction("ann", null, null), ones);
        };
    }

    @ParameterizedTest(name = "{0} — on {1}")
    @MethodSource("everyRuleOnEveryPath")
    void theRuleReachesThePath(Rule r, Path p) {
        if (p == Path.SPELL && r.spellRefused() != null) {
            attack(r, p).thenRejectedWith(r.spellRefused());
            return;
        }
        attack(r, p).then(events -> {
            AttackRolled rolled = first(events, AttackRolled.class);
            assertThat(rolled).as("an attack roll").isNotNull();
            assertThat(rolled.attacker()).isEqualTo("ann");
            r.shows().accept(rolled);
        });
    }
    /** A rule on the rolls the GM calls for: what is done first (Bob's turn, then Ann's), the roll, what it shows. */
    record GmRoll(String quote, UnaryOperator<Creature> ann, List<EncounterCommand> before, EncounterCommand roll,
                  Consumer<battleledger.kernel.dice.Roll> shows) {
        @Override
        public String toString() {
            return quote;
        }
    }

    static Consumer<battleledger.kernel.dice.Roll> rolledWithDisadvantage(String source) {
        return r -> assertThat(r.disadvantage()).contains(source);
    }

    static Consumer<battleledger.kernel.dice.Roll> failsOutright(String condition) {
        return r -> assertThat(r.outcome()).isEqualTo("automatic failure (" + condition + ")");
    }

    static final CallForCheck FORCE_THE_DOOR = new CallForCheck("ann", "str", 10, "force the door");
    static final CallForSave FALLING_ROCKS = new CallForSave("ann", "dex", 10, "falling rocks");
    static final CallForContest ARM_WRESTLE = new CallForContest("ann", "str", "orc", "str", "arm-wrestle");

    static List<GmRoll> gmRolls() {
        UnaryOperator<Creature> same = a -> a;
        return List.of(
                new GmRoll("001 › Conditions › Intoxicated: \"The creature has disadvantage on attacks and checks\" — a "
                        + "check the GM calls for", same, List.of(new ApplyCondition("ann", Condition.INTOXICATED, null)),
                        FORCE_THE_DOOR, rolledWithDisadvantage("intoxicated")),
                new GmRoll("001 › Conditions › Frightened: disadvantage on checks — in a contest too", same,
                        List.of(new ApplyCondition("ann", Condition.FRIGHTENED, "orc")), ARM_WRESTLE,
                        rolledWithDisadvantage("frightened")),
                new GmRoll("001 › Ability Scores › Strength › Carrying Capacity: encumbered, disadvantage on checks",
                        a -> a.carrying(150), List.of(), FORCE_THE_DOOR, rolledWithDisadvantage("encumbered")),
                new GmRoll("001 › Ability Scores › Strength › Carrying Capacity: encumbered, disadvantage on saving "
                        + "throws", a -> a.carrying(150), List.of(), FALLING_ROCKS, rolledWithDisadvantage("encumbered")),
                new GmRoll("001 › Conditions › Restrained: \"disadvantage on Dexterity saving throws\"", same,
                        List.of(new ApplyCondition("ann", Condition.RESTRAINED, null)), FALLING_ROCKS,
                        rolledWithDisadvantage("restrained")),
                new GmRoll("001 › Conditions › Stunned: \"automatically fails Strength and Dexterity saving throws\"",
                        same, List.of(new ApplyCondition("ann", Condition.STUNNED, null)), FALLING_ROCKS,
                        failsOutright("stunned")),
                new GmRoll("001 › Conditions › Unconscious: \"automatically fails Strength and Dexterity saving "
                        + "throws\"", same, List.of(new ApplyCondition("ann", Condition.UNCONSCIOUS, null)),
                        FALLING_ROCKS, failsOutright("unconscious")),
                new GmRoll("001 › Combat › Actions in Combat › Dodge: \"a +4 bonus to AC and to Dexterity saving "
                        + "throws\"", same, List.of(new EndTurn("bob"), new Dodge("ann")), FALLING_ROCKS,
                        r -> assertThat(r.modifiers()).contains(new Modifier("dodge", 4))),
                new GmRoll("001 › Combat › Actions in Combat › Help: \"advantage for the next relevant check\" — "
                        + "in a contest too", same, List.of(new Help("bob", "ann", "str")), ARM_WRESTLE,
                        r -> assertThat(r.advantage()).contains("help from bob")),
                new GmRoll("001 › Advantage and Disadvantage: the DM grants advantage on the next save", same,
                        List.of(new GrantAdvantage("ann", "save", true, "a lucky charm")), FALLING_ROCKS,
                        r -> assertThat(r.advantage()).contains("GM: a lucky charm")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gmRolls")
    void theRuleReachesTheRollsTheGmCallsFor(GmRoll g) {
        Scene s = Scene.of(Creature.named("bob").str(12), g.ann().apply(Creature.named("ann").hp(40)),
                Creature.named("orc").side("orcs").hp(40));
        then(s, g.before()).when(g.roll(), 10, 10, 10, 10).then(events -> {
            battleledger.kernel.dice.Roll annsRoll = events.stream().flatMap(e -> e instanceof battleledger.kernel.event
                            .WithRolls w ? w.rolls().stream() : Stream.empty())
                    .filter(r -> r.roller().equals("ann")).findFirst().orElseThrow();
            g.shows().accept(annsRoll);
        });
    }
}
