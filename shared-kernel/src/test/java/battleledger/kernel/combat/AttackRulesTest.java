package battleledger.kernel.combat;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.dice.Modifier;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.VitalsEvent.DamageDealt;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.Situation;
import battleledger.kernel.model.Situation.Cover;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/** 001 › Combat › Attack Basics, and the conditions' effects on attacks (001 › Conditions). */
class AttackRulesTest {

    /** ann (Str 16: +3, sword +2) stands next to orc (AC 13, 15 hp). */
    static Scene annBesideOrc(Creature orc) {
        return Scene.of(Creature.named("ann").str(16).dex(14).sword("1d8").bow("1d6"), orc)
                .then(new Move("ann", 5, List.of(), List.of("orc"), false));
    }

    static Creature orc() {
        return Creature.named("orc").side("orcs").ac(13).hp(15).sword("1d6");
    }

    static Attack sword(String target) {
        return new Attack("ann", target, "sword", null, false, null);
    }

    static Attack bow(String target, Situation s) {
        return new Attack("ann", target, "bow", null, false, s);
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attack Rolls: d20 + ability + training against AC; damage on a hit")
    void anAttackThatMeetsTheArmorClassHitsAndDealsItsDamage() {
        // the Attack action (Playtest.ATTACK_ACTION): d20 + modifiers against the AC (Playtest.ATTACKS); the damage
        // comes off the hit points (Playtest.HIT_POINTS)
        annBesideOrc(orc()).when(sword("orc"), 8, 5).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.roll().modifiers()).containsExactly(new Modifier("str", 3), new Modifier("proficiency", 2));
            assertThat(a.roll().total()).isEqualTo(13);
            assertThat(a.roll().against()).isEqualTo(13);
            assertThat(a.hit()).isTrue();
            DamageDealt dmg = first(events, DamageDealt.class);
            assertThat(dmg.roll().total()).isEqualTo(8); // 1d8 (5) + 3 str
            assertThat(dmg.hpAfter()).isEqualTo(7);
        });
    }

    @Test
    void anAttackBelowTheArmorClassMissesAndRollsNoDamage() {
        annBesideOrc(orc()).when(sword("orc"), 7).then(events -> {
            assertThat(first(events, AttackRolled.class).hit()).isFalse();
            assertThat(none(events, DamageDealt.class)).isTrue();
        });
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attack Rolls › Natural 1: a natural 1 automatically misses")
    void aNatural1MissesWhateverTheTotal() {
        annBesideOrc(Creature.named("orc").side("orcs").ac(1).hp(15)).when(sword("orc"), 1)
                .then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.hit()).isFalse();
                    assertThat(a.roll().outcome()).isEqualTo("miss (natural 1)");
                    assertThat(a.roll().rule()).isEqualTo("001 › Combat › Attack Basics › Attack Rolls › Natural 1");
                });
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Damage Rolls › Critical Hit: a natural 20 deals the maximum on every damage die")
    void aNatural20IsACriticalHitDealingMaximumDamageWithoutRollingIt() {
        // a natural 20 hits even AC 30 (Playtest.NATURAL_20)
        annBesideOrc(Creature.named("orc").side("orcs").ac(30).hp(15)).when(sword("orc"), 20)
                .then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.hit()).isTrue();
                    assertThat(a.critical()).isTrue();
                    DamageDealt dmg = first(events, DamageDealt.class);
                    assertThat(dmg.roll().dice()).isEmpty();
                    assertThat(dmg.roll().kept()).containsExactly(8);
                    assertThat(dmg.amount()).isEqualTo(11);
                });
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Cover: half cover +2 AC, three-quarters +5, total cannot be targeted")
    void coverRaisesTheArmorClassAndTotalCoverForbidsTheAttack() {
        Scene s = Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc());
        s.when(bow("orc", new Situation(Cover.HALF, 30, false)), 9).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.acModifiers()).containsExactly(new Modifier("half cover", 2));
            assertThat(a.roll().against()).isEqualTo(15);
        });
        s.when(bow("orc", new Situation(Cover.THREE_QUARTERS, 30, false)), 9)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().against()).isEqualTo(18));
        s.when(bow("orc", new Situation(Cover.TOTAL, 30, false))).thenRejectedWith("total-cover");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks: disadvantage beyond normal range, impossible beyond"
            + " long range")
    void rangeDecidesDisadvantageAndReach() {
        Scene s = Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc());
        s.when(bow("orc", new Situation(Cover.NONE, 100, false)), 3, 17).then(events -> {
            AttackRolled a = first(events, AttackRolled.class);
            assertThat(a.roll().disadvantage()).containsExactly("long range");
            assertThat(a.roll().dice()).containsExactly(3, 17);
            assertThat(a.roll().kept()).containsExactly(3);
        });
        s.when(bow("orc", new Situation(Cover.NONE, 321, false))).thenRejectedWith("out-of-range");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks › Ranged Attacks in Melee: disadvantage within a "
            + "hostile creature's reach")
    void aRangedAttackWithinAHostileCreaturesReachHasDisadvantage() {
        annBesideOrc(orc()).when(new Attack("ann", "orc", "bow", "ranged", false, null), 15, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("ranged attack within a hostile creature's reach"));
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Ranged Attacks › Ranged Attacks in Melee: \"a ranged attack with a"
            + " weapon\": a ranged spell attack from beside the orc has no such disadvantage (the caster makes the"
            + " Spell Disruption check instead)")
    void aRangedSpellAttackBesideAHostileCreatureHasNoMeleeDisadvantage() {
        var battle = annBesideOrc(orc()).state().battle();
        var ray = new battleledger.kernel.model.AttackProfile("ray of frost", "int", 2, "1d8", "cold", null,
                List.of(60, 60));
        var weapon = new Strikes.Strike("ann", "orc", ray, false, Situation.OPEN, false, false, true, false);
        var spell = new Strikes.Strike("ann", "orc", ray, false, Situation.OPEN, false, false, true, true);
        var byWeapon = battleledger.kernel.ruleset.Edge.none();
        var bySpell = battleledger.kernel.ruleset.Edge.none();
        Strikes.attackerSide(battle, battle.combatant("ann"), battle.combatant("orc"), weapon, byWeapon,
                new java.util.ArrayList<>());
        Strikes.attackerSide(battle, battle.combatant("ann"), battle.combatant("orc"), spell, bySpell,
                new java.util.ArrayList<>());
        assertThat(byWeapon.disadvantages()).containsExactly("ranged attack within a hostile creature's reach");
        assertThat(bySpell.disadvantages()).isEmpty();
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Melee Attacks: a melee attack reaches only creatures within reach")
    void aMeleeAttackOutOfReachIsRefused() {
        Scene.of(Creature.named("ann").sword("1d8"), orc()).when(sword("orc")).thenRejectedWith("out-of-reach");
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Attacking an Unseen Target: disadvantage on the attack roll")
    void attackingAnUnseenTargetHasDisadvantage() {
        Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc())
                .when(bow("orc", new Situation(Cover.NONE, 30, true)), 16, 2)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("unseen target"));
    }

    @Test
    @DisplayName("001 › Combat › Attack Basics › Damage Rolls › Damage Type: resistance halves (rounding down), vulnerability doubles, immunity zeroes")
    void damageTypesAreResistedDoubledOrIgnored() {
        annBesideOrc(orc().resists("slashing")).when(sword("orc"), 15, 4)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(3)); // 7 → 3
        annBesideOrc(orc().vulnerableTo("slashing")).when(sword("orc"), 15, 4)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(14));
        annBesideOrc(orc().immuneTo("slashing")).when(sword("orc"), 15, 4).then(events -> {
            DamageDealt d = first(events, DamageDealt.class);
            assertThat(d.amount()).isZero();
            assertThat(d.adjustments()).containsExactly(new Modifier("immunity to slashing", -7));
        });
    }

    @Test
    @DisplayName("001 › Conditions: attacks against a paralyzed, stunned, unconscious, restrained or blinded "
            + "creature have advantage")
    void attacksAgainstAHelplessCreatureHaveAdvantage() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.STUNNED, null))
                .when(sword("orc"), 2, 14, 3).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().advantage()).containsExactly("target stunned");
                    assertThat(a.roll().kept()).containsExactly(14);
                });
    }

    @Test
    @DisplayName("001 › Conditions › Prone: melee against it has advantage; ranged beyond 10 feet disadvantage")
    void aProneTargetIsEasierInMeleeAndHarderFromAfar() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.PRONE, null))
                .when(sword("orc"), 2, 14, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().advantage())
                        .containsExactly("target prone"));
        Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc())
                .then(new ApplyCondition("orc", Condition.PRONE, null))
                .when(bow("orc", new Situation(Cover.NONE, 30, false)), 15, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("target prone, attacker beyond 10 feet"));
        Scene.of(Creature.named("ann").dex(14).bow("1d6"), orc())
                .then(new ApplyCondition("orc", Condition.PRONE, null))
                .when(bow("orc", new Situation(Cover.NONE, 10, false)), 15, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage()).isEmpty());
    }

    @Test
    @DisplayName("001 › Conditions › Prone: a prone creature takes a −2 penalty to attack rolls")
    void aProneAttackerTakesMinusTwo() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.PRONE, null)).when(sword("orc"), 10, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().modifiers())
                        .contains(new Modifier("prone", -2)));
    }

    @Test
    @DisplayName("001 › Conditions: blinded, restrained and intoxicated attackers have disadvantage; "
            + "an invisible target imposes it")
    void impairedAttackersAndInvisibleTargetsHaveDisadvantage() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.BLINDED, null))
                .then(new ApplyCondition("ann", Condition.INTOXICATED, null))
                .then(new ApplyCondition("orc", Condition.INVISIBLE, null))
                .when(sword("orc"), 15, 3).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().disadvantage()).containsExactly("blinded", "intoxicated", "target invisible");
                    assertThat(a.roll().dice()).hasSize(2); // one extra d20 however many sources
                });
    }

    @Test
    @DisplayName("001 › Basic Rules › Advantage and Disadvantage: advantage and disadvantage cancel")
    void advantageAndDisadvantageCancelIntoOneD20() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.BLINDED, null))
                .then(new ApplyCondition("orc", Condition.STUNNED, null))
                .when(sword("orc"), 11, 3).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.roll().dice()).containsExactly(11);
                    assertThat(a.roll().advantage()).containsExactly("target stunned");
                    assertThat(a.roll().disadvantage()).containsExactly("blinded");
                });
    }

    @Test
    @DisplayName("001 › Conditions › Charmed: a charmed creature cannot attack the charmer")
    void aCharmedCreatureCannotAttackItsCharmer() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.CHARMED, "orc"))
                .when(sword("orc")).thenRejectedWith("charmed");
    }

    @Test
    @DisplayName("001 › Conditions › Frightened: disadvantage on attacks while the source of its fear is in sight")
    void aFrightenedCreatureAttacksWithDisadvantage() {
        annBesideOrc(orc()).then(new ApplyCondition("ann", Condition.FRIGHTENED, "orc"))
                .when(sword("orc"), 15, 3)
                .then(events -> assertThat(first(events, AttackRolled.class).roll().disadvantage())
                        .containsExactly("frightened"));
    }

    @Test
    @DisplayName("001 › Conditions › Intoxicated: damage against the creature is reduced by 1d6")
    void damageToAnIntoxicatedCreatureIsReducedBy1d6() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.INTOXICATED, null))
                .when(sword("orc"), 15, 5, 2).then(events -> {
                    DamageDealt d = first(events, DamageDealt.class);
                    assertThat(d.reduction().total()).isEqualTo(2);
                    assertThat(d.amount()).isEqualTo(6); // 5 + 3 − 2
                });
    }

    @Test
    @DisplayName("001 › Conditions › Ethereal: half damage across the planes, except force damage")
    void anEtherealCreatureTakesHalfDamageFromTheMaterial() {
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.ETHEREAL, null))
                .when(sword("orc"), 15, 5)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(4)); // 8 → 4
        annBesideOrc(orc()).then(new ApplyCondition("orc", Condition.ETHEREAL, null))
                .then(new ApplyCondition("ann", Condition.ETHEREAL, null))
                .when(sword("orc"), 15, 5)
                .then(events -> assertThat(first(events, DamageDealt.class).amount()).isEqualTo(8));
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Dodge: +4 to AC until its next turn")
    void aDodgingTargetIsHarderToHit() {
        Scene.of(orc(), Creature.named("ann").str(16).sword("1d8"))
                .then(new battleledger.kernel.command.IntentCommand.Dodge("orc"))
                .then(new battleledger.kernel.command.IntentCommand.EndTurn("orc"))
                .then(new Move("ann", 5, List.of(), List.of("orc"), false))
                .when(sword("orc"), 11).then(events -> {
                    AttackRolled a = first(events, AttackRolled.class);
                    assertThat(a.acModifiers()).containsExactly(new Modifier("dodge", 4));
                    assertThat(a.roll().against()).isEqualTo(17);
                    assertThat(a.hit()).isFalse(); // 11 + 3 str + 2 proficiency = 16 < 13 + 4
                });
    }
}
